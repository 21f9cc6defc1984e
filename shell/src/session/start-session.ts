import {
  Subscription,
  distinctUntilChanged,
  map,
  type BehaviorSubject,
  type Observable,
} from 'rxjs';
import type {
  ActiveDiscount,
  ApiClient,
  EventBus,
  Locale,
  PushState,
  SessionUser,
  TimeBonusState,
} from '@dating/shared-contracts';
import { activeDiscount$ } from './active-discount';
import { bindLocalePersistence } from './locale-persistence';
import { bindPageHiddenBeacon } from './page-hidden-beacon';
import { refreshTicks$ } from './refresh-schedule';
import type { SessionLists } from './session-lists';
import { timeBonusCountdown$ } from './time-bonus-countdown';
import { bindTitleAndBadge, type BadgeNavigator } from './title-badge';

/** The page the session runs in; tests pass their own. */
export interface SessionEnvironment {
  readonly document: Document;
  readonly navigator: BadgeNavigator;
  readonly now: () => number;
}

export interface SessionParts {
  readonly api: ApiClient;
  readonly bus: EventBus;
  readonly user$: BehaviorSubject<SessionUser | null>;
  readonly lists: SessionLists;
  readonly timeBonus$: BehaviorSubject<TimeBonusState>;
  readonly discount$: BehaviorSubject<ActiveDiscount | null>;
  readonly pushState$: Observable<PushState>;
  readonly locale$: Observable<string>;
  readonly refreshUser: () => Promise<void>;
  readonly changeLanguage: (locale: Locale) => unknown;
}

/**
 * Runs the live session: the user now, chats and likes whenever a user logs in, the
 * refresh schedule of spec section 9, the time bonus and discount, the title and app
 * badge, the page-hidden beacon and the locale persistence. Returns stop.
 */
export function startSession(parts: SessionParts, env: Partial<SessionEnvironment> = {}) {
  const doc = env.document ?? document;
  const nav = env.navigator ?? navigator;
  const now = env.now ?? Date.now;
  const { user$, lists } = parts;
  const subscription = new Subscription();

  subscription.add(
    user$
      .pipe(
        map((user) => user?.id ?? null),
        distinctUntilChanged(),
      )
      .subscribe((userId) => {
        lists.clear();
        if (userId !== null) void lists.load(userId);
      }),
  );
  subscription.add(
    refreshTicks$(parts.pushState$).subscribe(() => {
      const loggedIn = user$.value;
      void parts.refreshUser();
      if (loggedIn) void lists.load(loggedIn.id);
    }),
  );
  subscription.add(
    timeBonusCountdown$(user$, now).subscribe((state) => parts.timeBonus$.next(state)),
  );
  subscription.add(
    activeDiscount$({ api: parts.api, user$, now }).subscribe((discount) =>
      parts.discount$.next(discount),
    ),
  );
  subscription.add(bindTitleAndBadge(lists.totals$, doc, nav));
  subscription.add(bindPageHiddenBeacon(parts.api, doc));
  subscription.add(
    bindLocalePersistence({
      api: parts.api,
      bus: parts.bus,
      locale$: parts.locale$,
      isLoggedIn: () => user$.value !== null,
      changeLanguage: parts.changeLanguage,
      doc,
    }),
  );
  void parts.refreshUser();
  return () => subscription.unsubscribe();
}
