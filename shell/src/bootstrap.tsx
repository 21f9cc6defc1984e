import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { BehaviorSubject } from 'rxjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, registerApplication, start } from 'single-spa';
import {
  createApiClient,
  createQueryClient,
  I18nextProvider,
  type NavigateOptions,
  PLATFORM_VERSION,
  renderUnseenAsTransition,
} from '@dating/platform';
import {
  createEventBus,
  matchRoute,
  keepTrafficSource,
  type RemoteName,
} from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';
import { createErrorSink } from './errors/error-sink';
import { createI18n, initialLocale } from './i18n/create-i18n';
import { browserPushEnvironment } from './push/push-environment';
import { createLazyPush } from './push/lazy-push';
import { isChunkLoadError, reloadForChunkError } from './remotes/chunk-reload-guard';
import { canaryBucket, createFederationLoader } from './remotes/federation-loader';
import { readBootData } from './remotes/boot-data';
import { loadRegistry } from './remotes/load-registry';
import { createRemoteCatalog } from './remotes/remote-catalog';
import { createRemoteApplication } from './remotes/remote-application';
import { startPrefetching } from './remotes/prefetch-areas';
import { RemoteStatusBoard } from './remotes/remote-status';
import { SERVER_PAINT_ID } from './remotes/server-paint-id';
import { forgetOnUserChange } from './session/forget-on-user-change';
import { createSessionStore } from './session/session-store';
import { knowCompanyInfo } from './layout/footer/company-info';
import { knowWrittenDay } from './layout/footer/terms-date';
import { siteName } from './layout/site-name';
import { ShellApp } from './shell-app';
import { SHELL_VERSION } from './shell-version';
import { ShellContext, type ShellServices } from './shell-context';
import { logShellError, routeShellErrorsTo } from './errors/shell-log';

/**
 * Ends the current task, so a visitor's tap on the server's paint is answered between the
 * boot's steps rather than after all of them (decision 0131).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function navigate(to: string, options?: NavigateOptions): void {
  if (options?.replace) window.history.replaceState(window.history.state, '', to);
  else navigateToUrl(to);
}

async function boot(): Promise<void> {
  // The landing URL's campaign parameters, kept before anything can change the URL (first
  // touch; remotes read it at signup, decision 0117).
  keepTrafficSource(window.location.search);
  const bus = createEventBus();
  let onAuthenticationRequired = () => {};
  const api = createApiClient({ onAuthenticationRequired: () => onAuthenticationRequired() });
  const errors = createErrorSink({
    send: (body) => api.beacon(endpoints.system.clientErrors.path, body),
    route: () => window.location.pathname,
    now: Date.now,
    log: (...args) => console.error(...args),
  });
  routeShellErrorsTo(errors);
  // Errors nobody caught, in the shell or in a remote's code outside React.
  window.addEventListener('error', (event) =>
    errors.report({
      remote: 'shell',
      version: SHELL_VERSION,
      kind: 'unhandled',
      error: event.error ?? event.message,
    }),
  );

  const fetchSettings = () =>
    callEndpoint(api, endpoints.site.settings, { query: { host: window.location.host } }).catch(
      (error: unknown) => {
        logShellError('[shell] settings unavailable', error);
        return null;
      },
    );
  // The server writes both into the page; a page without them (a static host) fetches them.
  const bootData = readBootData();
  if (bootData?.company !== undefined) knowCompanyInfo(api, bootData.company);
  if (bootData?.termsDate) knowWrittenDay(bootData.termsDate);
  const [registry, settings] = await Promise.all([
    bootData?.registry ?? loadRegistry(),
    bootData?.settings ?? fetchSettings(),
  ]);
  // The server already titled the page; a page served without it gets the name here.
  document.title = siteName(settings, window.location.hostname);
  await yieldToBrowser();
  const i18n = await createI18n(initialLocale(settings?.domain_language));
  await yieldToBrowser();
  const locale$ = new BehaviorSubject(i18n.language);
  i18n.on('languageChanged', (locale) => locale$.next(locale));

  const session = createSessionStore({
    api,
    bus,
    locale$,
    settings,
    user: bootData?.user,
    changeLanguage: (locale) => i18n.changeLanguage(locale),
  });
  onAuthenticationRequired = () => session.clear();
  session.start();
  await yieldToBrowser();
  const queryClient = createQueryClient();
  // What the server's paint fetched: the owning remote's first render needs no call.
  for (const query of bootData?.queries ?? [])
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
  // What one member's session fetched is never shown to the next one in this tab.
  forgetOnUserChange(session.facade.user$, queryClient);

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

  // The routes come with the releases: a remote release adds pages without a shell release.
  const bucket = canaryBucket();
  const catalog = createRemoteCatalog(registry, PLATFORM_VERSION, bucket);
  const ownerOf = (path: string) => matchRoute(path, catalog.routes)?.route.owner ?? null;
  const loader = createFederationLoader(catalog, {
    read: () => loadRegistry(),
    platformVersion: PLATFORM_VERSION,
    bucket,
  });
  for (const name of catalog.releases.keys()) {
    registerApplication({
      name,
      activeWhen: (location) => ownerOf(location.pathname) === name,
      app: createRemoteApplication(name, {
        loader,
        status,
        outlet,
        report: (remote, error, kind) => {
          errors.report({ remote, version: loader.version(remote) ?? 'none', kind, error });
          bus.emit({ type: 'remote/failed', remote, message: String(error) });
        },
        reloadForChunkError: () => reloadForChunkError(),
        isActive: (remote) => ownerOf(window.location.pathname) === remote,
        onNavigate: (listener) => {
          window.addEventListener('single-spa:routing-event', listener);
          return () => window.removeEventListener('single-spa:routing-event', listener);
        },
        props: (remote, version) => ({
          name: remote,
          domElement: outlet(remote),
          remote: { name: remote, version },
          session: session.facade,
          bus,
          api,
          i18n,
          queryClient,
          navigate,
        }),
      }),
    });
  }

  // A lazy chunk of a remote that fails after mount (e.g. a new release removed it).
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError();
    else
      errors.report({
        remote: 'shell',
        version: SHELL_VERSION,
        kind: 'unhandled',
        error: event.reason,
      });
  });

  const push = createLazyPush({
    api,
    linkEndpoint: endpoints.user.loginOrPush,
    bus,
    pushState$: session.pushState$,
    user$: session.facade.user$,
    publicKey: settings?.push_public_key ?? '',
    navigate,
    env: browserPushEnvironment(),
  });
  const services: ShellServices = {
    routes: catalog.routes,
    errors,
    queryClient,
    status,
    outlet,
    navigate,
    session,
    bus,
    api,
    push,
    parcels: loader,
  };
  await yieldToBrowser();
  const root = document.getElementById('root') as HTMLElement;
  // Hidden while the server's paint shows: then a render that yields (decision 0131).
  renderUnseenAsTransition(
    createRoot(root),
    root,
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
  await yieldToBrowser();
  start({ urlRerouteOnly: true });
  const paint = document.getElementById(SERVER_PAINT_ID);
  // Only a painted page needs the handover: a member's first visit does not load it.
  if (paint) {
    const owner = ownerOf(window.location.pathname);
    import(/* webpackChunkName: "shell-handover" */ './remotes/server-paint-handover').then(
      ({ handOverFromServer }) =>
        handOverFromServer({
          paint,
          root,
          owner: owner ? status.watch(owner) : null,
          outlet: owner ? outlet(owner) : null,
        }),
      (error: unknown) => {
        // The shell's own page is better than a paint that never becomes interactive.
        logShellError('[shell] the handover did not load', error);
        paint.remove();
        root.hidden = false;
      },
    );
  }
  push.startAfterLoad();
  // Areas the member may enter next load ahead, so entering one is not a waterfall.
  startPrefetching({ catalog, locale: () => i18n.language });
}

void boot();
