import {
  distinctUntilChanged,
  interval,
  map,
  startWith,
  switchMap,
  timer,
  type Observable,
} from 'rxjs';
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
 * push state restarts the period from the moment of the change.
 */
export function refreshTicks$(pushState$: Observable<PushState>): Observable<number> {
  return timer(REFRESH_START_DELAY_MS).pipe(
    switchMap(() =>
      pushState$.pipe(
        map(refreshPeriod),
        distinctUntilChanged(),
        // The first period starts with a refresh at once (at 5 s), a later one waits.
        switchMap((period, index) =>
          index === 0 ? interval(period).pipe(startWith(-1)) : interval(period),
        ),
      ),
    ),
  );
}
