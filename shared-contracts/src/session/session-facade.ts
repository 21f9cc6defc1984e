import type { Observable } from 'rxjs';

/** What the front end knows of the logged-in user (spec section 3, User). */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly status: 'not_confirmed' | 'active' | 'deleted';
  readonly credits: number;
  readonly paid_user: boolean;
  readonly signup_date: string;
  readonly language: string;
  readonly notifications_disabled: readonly string[];
  readonly profile: {
    readonly id: string;
    readonly name: string;
    readonly country: string;
    readonly status: 'active' | 'disabled';
    readonly main_image: { readonly url: string; readonly thumb_url: string } | null;
  };
}

export interface SessionTotals {
  readonly unreadMessages: number;
  readonly newLikes: number;
}

export interface SessionSnapshot {
  readonly user: SessionUser | null;
  readonly locale: string;
  readonly totals: SessionTotals;
}

/** Read-only view of the shell's session store, handed to every remote. */
export interface SessionFacade {
  readonly user$: Observable<SessionUser | null>;
  readonly locale$: Observable<string>;
  readonly totals$: Observable<SessionTotals>;
  snapshot(): SessionSnapshot;
}
