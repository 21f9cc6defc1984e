import { Observable, distinctUntilChanged, map } from 'rxjs';
import type { PushState } from '@dating/platform';

/** The session refresh (user, chats, likes) starts 5 s after mount, then runs every 60 s. */
export const REFRESH_START_DELAY_MS = 5_000;
export const REFRESH_INTERVAL_MS = 60_000;
/** While push is subscribed the pushes bring the news, so polling slows down. */
export const REFRESH_INTERVAL_PUSH_MS = 300_000;

export const refreshPeriod = (push: PushState): number =>
  push === 'subscribed' ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;

/**
 * One emission per refresh: first 5 s after subscribing, then every period; a change of
 * push state restarts the period from the moment of the change. Plain timers: rxjs's timer,
 * interval and switchMap would bring its scheduler and its conversion of promises, iterables
 * and streams into every first visit.
 */
export function refreshTicks$(pushState$: Observable<PushState>): Observable<void> {
  return new Observable<void>((subscriber) => {
    let ticks: ReturnType<typeof setInterval> | undefined;
    let first = true;
    const start = setTimeout(() => {
      subscriber.add(
        pushState$.pipe(map(refreshPeriod), distinctUntilChanged()).subscribe({
          next: (period) => {
            clearInterval(ticks);
            // The first period starts with a refresh at once (at 5 s), a later one waits.
            if (first) subscriber.next();
            first = false;
            if (!subscriber.closed) ticks = setInterval(() => subscriber.next(), period);
          },
          error: (error: unknown) => subscriber.error(error),
        }),
      );
    }, REFRESH_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(ticks);
    };
  });
}
