import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BehaviorSubject } from 'rxjs';
import {
  HIDDEN_TIME_BONUS,
  NO_LIKES,
  NO_TOTALS,
  createEventBus,
  type PushState,
  type SessionUser,
  type SiteSettings,
  type TimeBonusState,
} from '@dating/shared-contracts';
import { registerAlertsNamespace } from '../../i18n/alerts-namespace';
import { createI18n } from '../../i18n/create-i18n';
import { RemoteStatusBoard } from '../../remotes/remote-status';
import type { SessionStore } from '../../session/session-store';
import { ShellContext, type ShellServices } from '../../shell-context';

registerAlertsNamespace();

/** A session whose values a test sets directly. */
export function fakeSession(initial: {
  user?: SessionUser | null;
  settings?: SiteSettings | null;
  timeBonus?: TimeBonusState;
  pushState?: PushState;
}) {
  const user$ = new BehaviorSubject(initial.user ?? null);
  const settings$ = new BehaviorSubject(initial.settings ?? null);
  const timeBonus$ = new BehaviorSubject(initial.timeBonus ?? HIDDEN_TIME_BONUS);
  const pushState$ = new BehaviorSubject<PushState>(initial.pushState ?? 'subscribed');
  const store: SessionStore = {
    facade: {
      user$,
      settings$,
      locale$: new BehaviorSubject('nl'),
      totals$: new BehaviorSubject(NO_TOTALS),
      chats$: new BehaviorSubject([]),
      likes$: new BehaviorSubject(NO_LIKES),
      timeBonus$,
      discount$: new BehaviorSubject(null),
      pushState$,
      snapshot: () => ({
        user: user$.value,
        settings: settings$.value,
        locale: 'nl',
        totals: NO_TOTALS,
        chats: [],
        likes: NO_LIKES,
        timeBonus: timeBonus$.value,
        discount: null,
        pushState: pushState$.value,
      }),
    },
    pushState$,
    start: () => () => undefined,
    refreshUser: async () => undefined,
    logout: async () => undefined,
    clear: () => user$.next(null),
  };
  return { store, user$, settings$, timeBonus$, pushState$ };
}

/** Moves to a path the way single-spa does: history, then a popstate. */
export function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** Renders inside the shell's context with Dutch texts, the `alerts` namespace loaded. */
export async function renderWithShell(
  node: ReactNode,
  options: { path?: string; session: SessionStore; beforeRender?: () => void },
) {
  window.history.pushState(null, '', options.path ?? '/');
  const i18n = await createI18n('nl');
  await i18n.loadNamespaces('alerts');
  const bus = createEventBus();
  const element = document.createElement('div');
  const navigate = jest.fn((to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const services: ShellServices = {
    status: new RemoteStatusBoard(),
    outlet: () => element,
    navigate,
    session: options.session,
    bus,
  };
  // Fake timers only after i18next has loaded: its loading waits on real ones.
  options.beforeRender?.();
  const view = render(
    <ShellContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={createCache({ key: 'test' })}>{node}</CacheProvider>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  return { ...view, bus, navigate };
}
