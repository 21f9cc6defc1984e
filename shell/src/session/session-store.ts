import { BehaviorSubject } from 'rxjs';
import {
  AUTHENTICATION_REQUIRED,
  isApiError,
  type ApiClient,
  type EventBus,
  type SessionFacade,
  type SessionTotals,
  type SessionUser,
  type SiteSettings,
} from '@dating/shared-contracts';

export interface SessionStore {
  readonly facade: SessionFacade;
  refreshUser(): Promise<void>;
  logout(): Promise<void>;
  /** Forget the user locally (the server already said the session is gone). */
  clear(): void;
}

const NO_TOTALS: SessionTotals = { unreadMessages: 0, newLikes: 0 };

/** The shell's session: the one place that fetches the user; remotes only read it. */
export function createSessionStore(deps: {
  api: ApiClient;
  bus: EventBus;
  locale$: BehaviorSubject<string>;
  settings: SiteSettings | null;
}): SessionStore {
  const settings$ = new BehaviorSubject<SiteSettings | null>(deps.settings);
  const user$ = new BehaviorSubject<SessionUser | null>(null);
  const totals$ = new BehaviorSubject<SessionTotals>(NO_TOTALS);

  const clear = () => {
    user$.next(null);
    totals$.next(NO_TOTALS);
  };

  async function refreshUser() {
    try {
      const { user } = await deps.api.get<{ user: SessionUser }>('/api/user.php');
      user$.next(user);
    } catch (error) {
      if (isApiError(error) && error.code === AUTHENTICATION_REQUIRED) clear();
      else console.error('[shell] user refresh failed', error);
    }
  }

  async function logout() {
    try {
      await deps.api.get('/api/logout.php');
    } finally {
      clear();
    }
  }

  deps.bus.on('auth/logged-in').subscribe(({ user }) => user$.next(user));
  deps.bus.on('auth/logout-requested').subscribe(() => void logout());
  deps.bus.on('session/refresh-requested').subscribe(() => void refreshUser());

  return {
    facade: {
      user$: user$.asObservable(),
      settings$: settings$.asObservable(),
      locale$: deps.locale$.asObservable(),
      totals$: totals$.asObservable(),
      snapshot: () => ({
        user: user$.value,
        settings: settings$.value,
        locale: deps.locale$.value,
        totals: totals$.value,
      }),
    },
    refreshUser,
    logout,
    clear,
  };
}
