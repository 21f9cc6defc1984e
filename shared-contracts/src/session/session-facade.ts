import type { Observable } from 'rxjs';
import type { Settings } from '../api/settings.schema';
import type { User } from '../api/user.schema';

/** What the front end knows of the logged-in user (spec section 3, User): the API's schema. */
export type SessionUser = User;

/** Site settings of the current domain (spec section 3, Settings), loaded once at start. */
export type SiteSettings = Settings;

export interface SessionTotals {
  readonly unreadMessages: number;
  readonly newLikes: number;
}

export interface SessionSnapshot {
  readonly user: SessionUser | null;
  readonly settings: SiteSettings | null;
  readonly locale: string;
  readonly totals: SessionTotals;
}

/** Read-only view of the shell's session store, handed to every remote. */
export interface SessionFacade {
  readonly user$: Observable<SessionUser | null>;
  readonly settings$: Observable<SiteSettings | null>;
  readonly locale$: Observable<string>;
  readonly totals$: Observable<SessionTotals>;
  snapshot(): SessionSnapshot;
}
