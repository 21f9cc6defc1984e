import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BehaviorSubject } from 'rxjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { navigateToUrl, registerApplication, start } from 'single-spa';
import {
  REMOTE_NAMES,
  createApiClient,
  createEventBus,
  ownerOf,
  type NavigateOptions,
  type RemoteName,
} from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import { createI18n, initialLocale } from './i18n/create-i18n';
import { browserPushEnvironment } from './push/push-environment';
import { createPushController, startAfterLoad } from './push/push-controller';
import { isChunkLoadError, reloadForChunkError } from './remotes/chunk-reload-guard';
import { createFederationLoader } from './remotes/federation-loader';
import { loadRegistry } from './remotes/load-registry';
import { createRemoteApplication } from './remotes/remote-application';
import { RemoteStatusBoard } from './remotes/remote-status';
import { createSessionStore } from './session/session-store';
import { ShellApp } from './shell-app';
import { ShellContext, type ShellServices } from './shell-context';

function navigate(to: string, options?: NavigateOptions): void {
  if (options?.replace) window.history.replaceState(window.history.state, '', to);
  else navigateToUrl(to);
}

function reportRemoteError(name: RemoteName, error: unknown): void {
  console.error(`[remote ${name}] failed:`, error);
}

async function boot(): Promise<void> {
  const bus = createEventBus();
  let onAuthenticationRequired = () => {};
  const api = createApiClient({ onAuthenticationRequired: () => onAuthenticationRequired() });

  const [registry, settings] = await Promise.all([
    loadRegistry(),
    callEndpoint(api, endpoints.site.settings, { query: { host: window.location.host } }).catch(
      (error: unknown) => {
        console.error('[shell] settings unavailable', error);
        return null;
      },
    ),
  ]);
  const i18n = await createI18n(initialLocale(settings?.domain_language));
  const locale$ = new BehaviorSubject(i18n.language);
  i18n.on('languageChanged', (locale) => locale$.next(locale));

  const session = createSessionStore({
    api,
    bus,
    locale$,
    settings,
    changeLanguage: (locale) => i18n.changeLanguage(locale),
  });
  onAuthenticationRequired = () => session.clear();
  session.start();

  const status = new RemoteStatusBoard();
  const outlets = new Map<RemoteName, HTMLElement>();
  const outlet = (name: RemoteName) => {
    let element = outlets.get(name);
    if (!element) {
      element = document.createElement('div');
      element.dataset.remote = name;
      outlets.set(name, element);
    }
    return element;
  };

  const loader = createFederationLoader(registry);
  for (const name of REMOTE_NAMES) {
    registerApplication({
      name,
      activeWhen: (location) => ownerOf(location.pathname) === name,
      app: createRemoteApplication(name, {
        loader,
        status,
        outlet,
        report: (remote, error) => {
          reportRemoteError(remote, error);
          bus.emit({ type: 'remote/failed', remote, message: String(error) });
        },
        reloadForChunkError: () => reloadForChunkError(),
        isActive: (remote) => ownerOf(window.location.pathname) === remote,
        props: (remote, version) => ({
          name: remote,
          domElement: outlet(remote),
          remote: { name: remote, version },
          session: session.facade,
          bus,
          api,
          i18n,
          navigate,
          reportError: (error) => {
            reportRemoteError(remote, error);
            if ((error as Error)?.name === 'RenderError') {
              status.set(remote, { kind: 'crashed', message: (error as Error).message });
            }
          },
        }),
      }),
    });
  }

  // A lazy chunk of a remote that fails after mount (e.g. a new release removed it).
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
  });

  const push = createPushController({
    api,
    bus,
    pushState$: session.pushState$,
    user$: session.facade.user$,
    publicKey: settings?.push_public_key ?? '',
    navigate,
    env: browserPushEnvironment(),
  });
  const services: ShellServices = {
    status,
    outlet,
    navigate,
    session,
    bus,
    api,
    push,
    parcels: loader,
  };
  const root = document.getElementById('root') as HTMLElement;
  createRoot(root).render(
    <StrictMode>
      <ShellContext.Provider value={services}>
        <I18nextProvider i18n={i18n}>
          <CacheProvider value={createCache({ key: 'shell' })}>
            <ShellApp />
          </CacheProvider>
        </I18nextProvider>
      </ShellContext.Provider>
    </StrictMode>,
  );
  start({ urlRerouteOnly: true });
  startAfterLoad(push);
}

void boot();
