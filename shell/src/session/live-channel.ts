import { EMPTY, Observable, distinctUntilChanged, switchMap } from 'rxjs';
import { LIVE_CLOSE_UNAUTHENTICATED, LIVE_PATH, type LiveFrame } from '@dating/shared-contracts';

/** The part of the browser's WebSocket the channel uses. */
export type LiveSocket = Pick<WebSocket, 'onopen' | 'onmessage' | 'onclose' | 'close'>;

export type OpenLiveSocket = (url: string) => LiveSocket;

/** What the channel hands on: an event, or the news that the socket (re)opened. */
export type LiveSignal =
  | { readonly kind: 'event'; readonly event: LiveFrame }
  | { readonly kind: 'opened'; readonly reconnect: boolean };

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
 * One socket while connected is true. A dropped socket reconnects after 1 s, doubling up
 * to 30 s, back to 1 s once a socket opens; the server's "no session" close ends it
 * until the next login. Unsubscribing closes the socket.
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
        if (code === LIVE_CLOSE_UNAUTHENTICATED) return subscriber.complete();
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
 * The live channel of the API while a user is logged in (ARCHITECTURE.md, API): one
 * socket per logged-in user, a new one when another user logs in.
 */
export function liveSignals$(
  userId$: Observable<string | null>,
  url: string,
  open: OpenLiveSocket,
): Observable<LiveSignal> {
  return userId$.pipe(
    distinctUntilChanged(),
    switchMap((userId) => (userId === null ? EMPTY : connection$(url, open))),
  );
}
