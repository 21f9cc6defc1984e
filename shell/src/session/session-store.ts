import { BehaviorSubject, Subject } from 'rxjs';
import {
  HIDDEN_TIME_BONUS,
  type ActiveDiscount,
  type PushState,
  type SessionFacade,
  type TimeBonusState,
} from '@dating/platform';
import {
  AUTHENTICATION_REQUIRED,
  isApiError,
  type ApiClient,
  type EventBus,
  type Locale,
  type SessionUser,
  type SiteSettings,
} from '@dating/shared-contracts';
import { callEndpoint, endpoints, type LiveFrame } from '@dating/shared-contracts/api';
import type { SessionEnvironment } from './session-parts';
import { startSession } from './start-session';
import { createSessionLists } from './session-lists';
import { logShellError } from '../errors/shell-log';

export interface SessionStore {
  readonly facade: SessionFacade;
  /** Push state, owned here and set by the push feature. */
  readonly pushState$: BehaviorSubject<PushState>;
  /**
   * Whether the server has said who is logged in (the first user refresh answered or failed,
   * or a login): until then a member's page cannot be told from a visitor's.
   */
  readonly userKnown$: BehaviorSubject<boolean>;
  /** Loads the user now and starts the refresh schedule and page bindings; returns stop. */
  start(environment?: Partial<SessionEnvironment>): () => void;
  refreshUser(): Promise<void>;
  logout(): Promise<void>;
  /** Forget the user locally (the server already said the session is gone). */
  clear(): void;
}

/** The shell's session: the one place that fetches the user; remotes only read it. */
export function createSessionStore(deps: {
  api: ApiClient;
  bus: EventBus;
  locale$: BehaviorSubject<string>;
  settings: SiteSettings | null;
  /**
   * Who the page was sent to, when the server said (a member, or null for a visitor): known
   * from the start, so a member's area opens as the member's without waiting for the first
   * user probe.
   */
  user?: SessionUser | null;
  changeLanguage?: (locale: Locale) => unknown;
}): SessionStore {
  const settings$ = new BehaviorSubject<SiteSettings | null>(deps.settings);
  const user$ = new BehaviorSubject<SessionUser | null>(deps.user ?? null);
  const timeBonus$ = new BehaviorSubject<TimeBonusState>(HIDDEN_TIME_BONUS);
  const discount$ = new BehaviorSubject<ActiveDiscount | null>(null);
  const pushState$ = new BehaviorSubject<PushState>('unknown');
  const userKnown$ = new BehaviorSubject(deps.user !== undefined);
  const known = () => {
    if (!userKnown$.value) userKnown$.next(true);
  };
  const live$ = new Subject<LiveFrame>();
  const lists = createSessionLists(deps.api, () => user$.value?.id ?? null);

  // Only the newest word on the user counts: an answer still on its way when a later probe, a
  // login or a logout overtook it (the page's first probe, then a refresh after an unsubscribe)
  // is dropped.
  let userAsked = 0;
  const clear = () => {
    userAsked += 1;
    user$.next(null);
    lists.clear();
  };

  async function refreshUser() {
    const asked = ++userAsked;
    try {
      const { user } = await callEndpoint(deps.api, endpoints.user.current);
      if (asked !== userAsked) return;
      // No user: a visitor, or a session that ended elsewhere (logged out, expired).
      if (user) user$.next(user);
      else if (user$.value) clear();
    } catch (error) {
      if (asked !== userAsked) return;
      // An API from before the probe answered visitors (a rolling release) refuses instead.
      if (isApiError(error) && error.code === AUTHENTICATION_REQUIRED) clear();
      else logShellError('[shell] user refresh failed', error);
    } finally {
      known();
    }
  }

  async function logout() {
    try {
      await callEndpoint(deps.api, endpoints.user.logout);
    } finally {
      clear();
    }
  }

  deps.bus.on('auth/logged-in').subscribe(({ user }) => {
    userAsked += 1;
    user$.next(user);
    known();
  });
  deps.bus.on('auth/logout-requested').subscribe(() => void logout());
  // The likes summary holds the profiles the member liked: a like given anywhere reloads it.
  deps.bus.on('like/given').subscribe(() => {
    const user = user$.value;
    if (user) void lists.loadLikes(user.id);
  });
  deps.bus.on('chat/opened').subscribe(({ conversationId }) => lists.setUnread(conversationId, 0));
  // Removed locally at once, before the server confirms (a failure asks for a refresh).
  deps.bus.on('chat/deleted').subscribe(({ conversationIds }) => lists.drop(conversationIds));
  // A remote that spent credits knows the new balance from its answer: the chrome shows it now.
  deps.bus.on('credits/changed').subscribe(({ credits }) => {
    const user = user$.value;
    if (user && user.credits !== credits) user$.next({ ...user, credits });
  });

  const facade: SessionFacade = {
    user$: user$.asObservable(),
    settings$: settings$.asObservable(),
    locale$: deps.locale$.asObservable(),
    totals$: lists.totals$.asObservable(),
    chats$: lists.chats$.asObservable(),
    likes$: lists.likes$.asObservable(),
    listsStatus$: lists.status$.asObservable(),
    timeBonus$: timeBonus$.asObservable(),
    discount$: discount$.asObservable(),
    pushState$: pushState$.asObservable(),
    live$: live$.asObservable(),
    snapshot: () => ({
      user: user$.value,
      settings: settings$.value,
      locale: deps.locale$.value,
      totals: lists.totals$.value,
      chats: lists.chats$.value,
      likes: lists.likes$.value,
      listsStatus: lists.status$.value,
      timeBonus: timeBonus$.value,
      discount: discount$.value,
      pushState: pushState$.value,
    }),
  };

  return {
    facade,
    pushState$,
    userKnown$,
    start: (environment) =>
      startSession(
        {
          api: deps.api,
          bus: deps.bus,
          user$,
          lists,
          timeBonus$,
          discount$,
          pushState$,
          locale$: deps.locale$,
          live$,
          refreshUser,
          changeLanguage: deps.changeLanguage ?? (() => undefined),
        },
        environment,
      ),
    refreshUser,
    logout,
    clear,
  };
}
