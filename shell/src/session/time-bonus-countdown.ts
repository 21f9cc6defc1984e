import {
  distinctUntilChanged,
  interval,
  map,
  of,
  startWith,
  switchMap,
  takeWhile,
  type Observable,
} from 'rxjs';
import { HIDDEN_TIME_BONUS, type TimeBonusState } from '@dating/platform';
import { type SessionUser } from '@dating/shared-contracts';
import {
  TIME_BONUS_TICK_MS,
  timeBonusEndsAt,
  timeBonusSecondsLeft,
  timeBonusState,
} from './time-bonus';

/** Only what decides the bonus: a refreshed copy of the same user does not restart it. */
const bonusKey = (user: SessionUser | null) => (user ? `${user.id}:${timeBonusEndsAt(user)}` : '');

/**
 * The live time-bonus countdown for the current user: the first state at once,
 * then one per second until zero; hidden with no user, on logout and once paid.
 */
export function timeBonusCountdown$(
  user$: Observable<SessionUser | null>,
  now: () => number = Date.now,
): Observable<TimeBonusState> {
  return user$.pipe(
    distinctUntilChanged((a, b) => bonusKey(a) === bonusKey(b)),
    switchMap((user) => {
      const state = () => timeBonusState(timeBonusSecondsLeft(user, now()));
      const first = state();
      if (!first.isVisible) return of(HIDDEN_TIME_BONUS);
      return interval(TIME_BONUS_TICK_MS).pipe(
        map(state),
        startWith(first),
        takeWhile((current) => current.isVisible, true),
      );
    }),
  );
}
