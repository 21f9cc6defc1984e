// What a session is made of and the page it runs in: a module of its own, since the session's
// start (start-session.ts) and the member's part it loads later (member-session.ts) both take
// them, and neither may import the other back.
import type { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { ActiveDiscount, PushState, TimeBonusState } from '@dating/platform';
import type { ApiClient, EventBus, LiveFrame, Locale, SessionUser } from '@dating/shared-contracts';
import type { OpenLiveSocket } from './live-channel';
import type { SessionLists } from './session-lists';
import type { BadgeNavigator } from './title-badge';

/** The page the session runs in; tests pass their own. */
export interface SessionEnvironment {
  readonly document: Document;
  readonly navigator: BadgeNavigator;
  readonly now: () => number;
  /** Opens the live channel's socket; null runs on polling alone. */
  readonly openLiveSocket: OpenLiveSocket | null;
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
  readonly live$: Subject<LiveFrame>;
  readonly refreshUser: () => Promise<void>;
  readonly changeLanguage: (locale: Locale) => unknown;
}
