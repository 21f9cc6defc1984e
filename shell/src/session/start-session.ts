import {
  type Subject,
  Subscription,
  distinctUntilChanged,
  map,
  merge,
  type BehaviorSubject,
  type Observable,
} from 'rxjs';
import type { ActiveDiscount, PushState, TimeBonusState } from '@dating/platform';
import type { ApiClient, EventBus, Locale, SessionUser } from '@dating/shared-contracts';
import { isLiveEvent, type LiveFrame } from '@dating/shared-contracts';
import { activeDiscount$ } from './active-discount';
import { liveSignals$, liveUrl, type LiveSignal, type OpenLiveSocket } from './live-channel';
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
  /** Opens the live channel's socket; null runs on polling alone. */
  readonly openLiveSocket: OpenLiveSocket | null;
}

const browserLiveSocket = (): OpenLiveSocket | null =>
  typeof WebSocket === 'function' ? (url) => new WebSocket(url) : null;

export interface SessionParts {
  readonly api: ApiClient;
  readonly bus: EventBus;
  readonly user$: BehaviorSubject<SessionUser | null>;
  readonly lists: SessionLists;
  readonly timeBonus$: BehaviorSubject<TimeBonusState>;
  readonly discount$: BehaviorSubject<ActiveDiscount | null>;
  readonly pushState$: Observable<PushState>;
  readonly locale$: Observable<string>;
  readonly live$: Subject<LiveFrame>;
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
  const openLiveSocket =
    env.openLiveSocket === undefined ? browserLiveSocket() : env.openLiveSocket;
  const { user$, lists } = parts;
  const subscription = new Subscription();
  const userId$ = user$.pipe(
    map((user) => user?.id ?? null),
    distinctUntilChanged(),
  );

  subscription.add(
    userId$.subscribe((userId) => {
      lists.clear();
      if (userId !== null) void lists.load(userId);
    }),
  );
  if (openLiveSocket) {
    const url = liveUrl(doc.location);
    subscription.add(
      liveSignals$(userId$, url, openLiveSocket).subscribe((signal) =>
        applyLiveSignal(parts, signal),
      ),
    );
  }
  subscription.add(
    // The schedule, or anyone who knows there is news (a push arrived, credits bought).
    merge(refreshTicks$(parts.pushState$), parts.bus.on('session/refresh-requested')).subscribe(
      () => {
        const loggedIn = user$.value;
        void parts.refreshUser();
        if (loggedIn) void lists.load(loggedIn.id);
      },
    ),
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

/**
 * A live event changes the session at once (badges, credits); what the event does not
 * carry is fetched. After a reconnect everything is fetched, since events may be lost.
 */
function applyLiveSignal(parts: SessionParts, signal: LiveSignal) {
  const user = parts.user$.value;
  if (!user) return;
  if (signal.kind === 'opened') {
    if (signal.reconnect) {
      void parts.refreshUser();
      void parts.lists.load(user.id);
    }
    return;
  }
  const { event } = signal;
  // Every frame reaches the remotes; the shell acts only on the events it knows.
  parts.live$.next(event);
  if (!isLiveEvent(event)) return;
  switch (event.type) {
    case 'message':
      void parts.lists.loadChats(user.id);
      break;
    case 'like':
    case 'match':
    case 'likes':
      void parts.lists.loadLikes(user.id);
      break;
    case 'credits':
      parts.user$.next({ ...user, credits: event.credits });
      break;
    case 'read':
      // The member read it in another tab; the partner's read (a receipt) changes no badge.
      if (event.profile_id === user.profile.id)
        parts.lists.setUnread(event.conversation_id, event.num_unread_messages);
      break;
    case 'chat_deleted':
      parts.lists.drop(event.conversation_ids);
      break;
    case 'typing':
      break;
  }
}
