import { Observable, type Subscription } from 'rxjs';
import { LIVE_CLOSE_UNAUTHENTICATED, LIVE_PATH, type LiveFrame } from '@dating/shared-contracts';

/** The part of the browser's WebSocket the channel uses. */
export type LiveSocket = Pick<WebSocket, 'onopen' | 'onmessage' | 'onclose' | 'close'>;

export type OpenLiveSocket = (url: string) => LiveSocket;

/** What the channel hands on: an event, or news of the socket itself. */
export type LiveSignal =
  | { readonly kind: 'event'; readonly event: LiveFrame }
  | { readonly kind: 'opened'; readonly reconnect: boolean }
  /** The socket closed or could not open; the next try comes by itself after `retryInMs`. */
  | { readonly kind: 'retrying'; readonly retryInMs: number }
  /** No socket, and none is coming: nobody is logged in, or the server ended the session. */
  | { readonly kind: 'stopped' };

/** What the member is told of the channel: nothing while it is open or not wanted. */
export type LiveStatus = 'open' | 'retrying' | 'stopped';

/** The status a signal leaves the channel in (an event changes none). */
export function liveStatusAfter(signal: LiveSignal): LiveStatus | null {
  if (signal.kind === 'event') return null;
  return signal.kind === 'opened' ? 'open' : signal.kind;
}

export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

/**
 * A frame the server sent, if it is a JSON object with a type. Types this shell does not
 * know are kept: a remote released later may know them (docs/decisions/0010).
 */
export function parseLiveFrame(data: unknown): LiveFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    const type = (value as { type?: unknown } | null)?.type;
    return typeof type === 'string' && !Array.isArray(value) ? (value as LiveFrame) : null;
  } catch {
    return null;
  }
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

/**
 * One socket while connected is true. A dropped socket (or one that never opened: the
 * server down, or refusing the page's origin) reconnects after 1 s, doubling up to 30 s,
 * back to 1 s once a socket opens, and says so (`retrying`); the server's "no session"
 * close ends it until the next login. Unsubscribing closes the socket.
 */
function connection$(url: string, open: OpenLiveSocket): Observable<LiveSignal> {
  return new Observable<LiveSignal>((subscriber) => {
    let socket: LiveSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = LIVE_RETRY_FIRST_MS;
    let opens = 0;

    const connect = () => {
      const current = open(url);
      socket = current;
      current.onopen = () => {
        delay = LIVE_RETRY_FIRST_MS;
        subscriber.next({ kind: 'opened', reconnect: opens++ > 0 });
      };
      current.onmessage = ({ data }) => {
        const event = parseLiveFrame(data);
        if (event) subscriber.next({ kind: 'event', event });
      };
      current.onclose = ({ code }) => {
        if (socket !== current) return;
        socket = null;
        if (code === LIVE_CLOSE_UNAUTHENTICATED) {
          subscriber.next({ kind: 'stopped' });
          return subscriber.complete();
        }
        subscriber.next({ kind: 'retrying', retryInMs: delay });
        retryTimer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, LIVE_RETRY_MAX_MS);
      };
    };
    connect();

    return () => {
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close(1000);
    };
  });
}

/**
 * The live channel of the API while a user is logged in (decision 0008): one
 * socket per logged-in user, a new one when another user logs in. The switch is written out:
 * rxjs's switchMap brings its conversion of promises, iterables and streams into a member's
 * first visit.
 */
export function liveSignals$(
  userId$: Observable<string | null>,
  url: string,
  open: OpenLiveSocket,
): Observable<LiveSignal> {
  return new Observable<LiveSignal>((subscriber) => {
    let seen = false;
    let last: string | null = null;
    let socket: Subscription | undefined;
    const users = userId$.subscribe({
      next: (userId) => {
        if (seen && userId === last) return;
        seen = true;
        last = userId;
        socket?.unsubscribe();
        socket = undefined;
        if (userId === null) return subscriber.next({ kind: 'stopped' });
        socket = connection$(url, open).subscribe({
          next: (signal) => subscriber.next(signal),
          error: (error: unknown) => subscriber.error(error),
        });
      },
      error: (error: unknown) => subscriber.error(error),
    });
    return () => {
      socket?.unsubscribe();
      users.unsubscribe();
    };
  });
}
