import { Subject, filter, type Observable } from 'rxjs';
import type { SessionUser } from '../session/session-user';

/** Everything the remotes and the shell tell each other, as a tagged union. */
export type BusEvent =
  | { readonly type: 'auth/logged-in'; readonly user: SessionUser }
  | { readonly type: 'auth/logout-requested' }
  | { readonly type: 'session/refresh-requested' }
  /** The push worker showed a notification while this page was open. */
  | { readonly type: 'push/message-received'; readonly title: string; readonly tag?: string }
  /** The member clicked a push notification; `url` is where the worker sends them. */
  | { readonly type: 'push/clicked'; readonly url: string }
  | { readonly type: 'chat/opened'; readonly conversationId: string }
  | { readonly type: 'like/given'; readonly profileId: string }
  | { readonly type: 'credits/changed'; readonly credits: number }
  | { readonly type: 'signup/completed' }
  | { readonly type: 'modal/signup-requested' }
  | { readonly type: 'locale/change-requested'; readonly locale: string }
  | { readonly type: 'remote/failed'; readonly remote: string; readonly message: string };

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
