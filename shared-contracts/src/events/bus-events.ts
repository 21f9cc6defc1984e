import { Subject, filter, type Observable } from 'rxjs';
import type { SessionUser } from '../session/session-user';

/** How turning push on (subscribed ... not-capable) or off (unsubscribed) ended. */
export type PushSettledOutcome =
  'subscribed' | 'denied' | 'dismissed' | 'failed' | 'not-capable' | 'unsubscribed';

/** Everything the remotes and the shell tell each other, as a tagged union. */
export type BusEvent =
  | { readonly type: 'auth/logged-in'; readonly user: SessionUser }
  | { readonly type: 'auth/logout-requested' }
  | { readonly type: 'session/refresh-requested' }
  /** The push worker showed a notification while this page was open. */
  | { readonly type: 'push/message-received'; readonly title: string; readonly tag?: string }
  /**
   * How the shell's attempt to turn push on ended, sent beside `push/settled` for the signup
   * steps of releases built before they listened to that; new code listens to `push/settled`.
   */
  | { readonly type: 'push/enable-settled'; readonly outcome: PushEnableOutcome }
  /** The member clicked a push notification; `url` is where the worker sends them. */
  | { readonly type: 'push/clicked'; readonly url: string }
  /**
   * A remote asks the shell to turn push on (permission, subscription, server link) or off
   * for this browser: the signup's push step, the settings' switch. One handler answers each.
   */
  | { readonly type: 'push/enable-requested' }
  | { readonly type: 'push/disable-requested' }
  /**
   * How a push request of the bus ended (the push state says the rest); when turned off,
   * the endpoint the browser had, for the server to forget.
   */
  | {
      readonly type: 'push/settled';
      readonly outcome: PushSettledOutcome;
      readonly endpoint?: string | null;
    }
  | { readonly type: 'chat/opened'; readonly conversationId: string }
  /** The member deleted these chats: lists drop them at once, before the server answers. */
  | { readonly type: 'chat/deleted'; readonly conversationIds: readonly string[] }
  | { readonly type: 'like/given'; readonly profileId: string }
  | { readonly type: 'credits/changed'; readonly credits: number }
  /** Step 1 of signup made the account; the member goes on at /complete-signup. */
  | { readonly type: 'signup/account-created' }
  /** The member finished the last signup step. */
  | { readonly type: 'signup/completed' }
  | { readonly type: 'modal/signup-requested' }
  | { readonly type: 'locale/change-requested'; readonly locale: string }
  | { readonly type: 'remote/failed'; readonly remote: string; readonly message: string };

/** How turning push on ended: on, refused by the member or browser, closed, failed, impossible. */
export type PushEnableOutcome = 'subscribed' | 'denied' | 'dismissed' | 'failed' | 'not-capable';

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export interface EventBus {
  emit(event: BusEvent): void;
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
  readonly events$: Observable<BusEvent>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusEvent>();
  return {
    emit: (event) => subject.next(event),
    on: <T extends BusEventType>(type: T) =>
      subject.pipe(filter((event): event is BusEventOf<T> => event.type === type)),
    events$: subject.asObservable(),
  };
}
