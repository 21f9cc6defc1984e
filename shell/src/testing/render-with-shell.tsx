import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject, Subject } from 'rxjs';
import {
  createQueryClient,
  HIDDEN_TIME_BONUS,
  I18nextProvider,
  NO_LIKES,
  NO_LISTS,
  NO_TOTALS,
  type PushState,
  type SessionLikes,
  type SessionTotals,
  type TimeBonusState,
} from '@dating/platform';
import {
  createEventBus,
  type ApiClient,
  type BusEvent,
  type LiveFrame,
  type Locale,
  type SessionUser,
  type SiteSettings,
} from '@dating/shared-contracts';
import { aSiteSettings, strictApiClient } from '@dating/shared-contracts/testing';
import { registerAlertsNamespace, SITE_ENTRY_NAMESPACE } from '../i18n/alerts-namespace';
import { createI18n } from '../i18n/create-i18n';
import { RemoteStatusBoard } from '../remotes/remote-status';
import { companyInfoAnswer } from './company-info';
import type { PushController } from '../push/push-controller';
import type { SessionStore } from '../session/session-store';
import { ShellContext, type ShellServices } from '../shell-context';
import { PRODUCT_ROUTES } from './product-routes';

registerAlertsNamespace();

// The settings fixture is shared-contracts' own; shell tests take it from here as before.
export { aSiteSettings };

export interface FakeSessionState {
  user?: SessionUser | null;
  settings?: SiteSettings | null;
  totals?: SessionTotals;
  timeBonus?: TimeBonusState;
  pushState?: PushState;
  locale?: Locale;
  /** Whether the server has said who is logged in; by default it has. */
  userKnown?: boolean;
}

/** A session whose values a test sets directly through the returned subjects. */
export function fakeSession(initial: FakeSessionState = {}) {
  const user$ = new BehaviorSubject<SessionUser | null>(initial.user ?? null);
  const settings$ = new BehaviorSubject<SiteSettings | null>(initial.settings ?? null);
  const totals$ = new BehaviorSubject<SessionTotals>(initial.totals ?? NO_TOTALS);
  const timeBonus$ = new BehaviorSubject<TimeBonusState>(initial.timeBonus ?? HIDDEN_TIME_BONUS);
  const pushState$ = new BehaviorSubject<PushState>(initial.pushState ?? 'subscribed');
  const locale$ = new BehaviorSubject<string>(initial.locale ?? 'nl');
  const likes$ = new BehaviorSubject<SessionLikes>(NO_LIKES);
  const live$ = new Subject<LiveFrame>();
  const store: SessionStore = {
    facade: {
      user$,
      settings$,
      locale$,
      totals$,
      chats$: new BehaviorSubject([]),
      likes$,
      listsStatus$: new BehaviorSubject(NO_LISTS),
      timeBonus$,
      discount$: new BehaviorSubject(null),
      pushState$,
      live$,
      snapshot: () => ({
        user: user$.value,
        settings: settings$.value,
        locale: locale$.value,
        totals: totals$.value,
        chats: [],
        likes: likes$.value,
        listsStatus: NO_LISTS,
        timeBonus: timeBonus$.value,
        discount: null,
        pushState: pushState$.value,
      }),
    },
    pushState$,
    userKnown$: new BehaviorSubject(initial.userKnown ?? true),
    start: () => () => undefined,
    refreshUser: async () => undefined,
    logout: async () => undefined,
    clear: () => user$.next(null),
  };
  return { store, user$, settings$, totals$, timeBonus$, pushState$, likes$, live$ };
}

/** Moves to a path the way single-spa does: history, then a popstate. */
export function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

export interface RenderOptions extends FakeSessionState {
  path?: string;
  /** A session the test drives; without one, a fake built from the state above. */
  session?: SessionStore;
  /** The API; by default one that answers only the footer's company info (strictApiClient). */
  api?: ApiClient;
  /** The push offer's action; by default a browser that cannot do push. */
  push?: Pick<PushController, 'enable'>;
  /** Runs just before rendering, e.g. to switch to fake timers after i18next loaded. */
  beforeRender?: () => void;
}

/** Renders shell chrome inside the shell's context, texts in the given language. */
export async function renderWithShell(ui: ReactNode, options: RenderOptions = {}) {
  window.history.pushState(null, '', options.path ?? window.location.pathname);
  const i18n = await createI18n(options.locale ?? 'nl');
  // What the chrome's lazy parts load when they first show, here before the first render.
  await i18n.loadNamespaces(['alerts', SITE_ENTRY_NAMESPACE]);
  const fake = fakeSession(options);
  const session = options.session ?? fake.store;
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const navigate = jest.fn((to: string) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const api = options.api ?? strictApiClient([companyInfoAnswer()]);
  const errors = { report: jest.fn() };
  const services: ShellServices = {
    routes: PRODUCT_ROUTES,
    errors,
    queryClient: createQueryClient(),
    status: new RemoteStatusBoard(),
    outlet: () => document.createElement('div'),
    navigate,
    session,
    bus,
    api,
    push: options.push ?? { enable: jest.fn(async () => 'not-capable' as const) },
  };
  options.beforeRender?.();
  const view = render(
    <ShellContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={createCache({ key: 'test' })}>{ui}</CacheProvider>
      </I18nextProvider>
    </ShellContext.Provider>,
  );
  // The chrome's first requests (the footer's company info) settle inside act, before the test.
  await act(async () => undefined);
  const { user$, totals$, settings$ } = fake;
  return { ...view, bus, events, navigate, errors, user$, totals$, settings$ };
}
