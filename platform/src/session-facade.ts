import type { Observable } from 'rxjs';
import type { LiveFrame, SessionUser, SiteSettings } from '@dating/shared-contracts';
import type { ChatEntry, DiscountCode, LikesResponse } from '@dating/shared-contracts/api';

export interface SessionTotals {
  readonly unreadMessages: number;
  readonly newLikes: number;
}

/** The chats of GET /api/chats.php; empty when logged out. */
export type SessionChats = readonly ChatEntry[];

/** The likes of GET /api/likes.php (given and received); empty when logged out. */
export type SessionLikes = Pick<LikesResponse, 'profiles' | 'liked_by'>;

/**
 * Whether a list of the session has data: `loading` only before its first answer for
 * this user (a refresh keeps `ready` and the data on screen), `failed` when that first
 * answer failed (ask again with the bus event `session/refresh-requested`).
 */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ListsStatus {
  readonly chats: ListStatus;
  readonly likes: ListStatus;
}

export const NO_LISTS: ListsStatus = { chats: 'idle', likes: 'idle' };

/** Push state: the browser cannot take pushes, has not been asked, is subscribed, or refused. */
export type PushState = 'not-capable' | 'unknown' | 'subscribed' | 'denied';

/** Time bonus countdown: zero-padded hours, minutes and seconds, hidden when not running. */
export interface TimeBonusState {
  readonly isVisible: boolean;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/** The active discount: TIMEBONUS25 while the time bonus runs, else the welcome code. */
export type ActiveDiscount = Pick<DiscountCode, 'code' | 'value_percentage' | 'expires'>;

export interface SessionSnapshot {
  readonly user: SessionUser | null;
  readonly settings: SiteSettings | null;
  readonly locale: string;
  readonly totals: SessionTotals;
  readonly chats: SessionChats;
  readonly likes: SessionLikes;
  readonly listsStatus: ListsStatus;
  readonly timeBonus: TimeBonusState;
  readonly discount: ActiveDiscount | null;
  readonly pushState: PushState;
}

/** Read-only view of the shell's session store, handed to every remote. */
export interface SessionFacade {
  readonly user$: Observable<SessionUser | null>;
  readonly settings$: Observable<SiteSettings | null>;
  readonly locale$: Observable<string>;
  readonly totals$: Observable<SessionTotals>;
  readonly chats$: Observable<SessionChats>;
  readonly likes$: Observable<SessionLikes>;
  /** Since platform 1.1: whether chats$ and likes$ hold this user's data yet. */
  readonly listsStatus$: Observable<ListsStatus>;
  readonly timeBonus$: Observable<TimeBonusState>;
  readonly discount$: Observable<ActiveDiscount | null>;
  readonly pushState$: Observable<PushState>;
  /**
   * Frames of the API's live channel as they arrive (typing, new message, like, ...),
   * also of types the shell does not know; narrow them with `isLiveEvent`.
   */
  readonly live$: Observable<LiveFrame>;
  snapshot(): SessionSnapshot;
}

export const NO_TOTALS: SessionTotals = { unreadMessages: 0, newLikes: 0 };
export const NO_LIKES: SessionLikes = { profiles: [], liked_by: [] };
export const HIDDEN_TIME_BONUS: TimeBonusState = {
  isVisible: false,
  hours: '00',
  minutes: '00',
  seconds: '00',
};
