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
import { HIDDEN_TIME_BONUS, type ActiveDiscount, type TimeBonusState } from '@dating/platform';
import { isTimeBonus } from '@dating/shared-contracts/api';
import { TIME_BONUS_TICK_MS, timeBonusSecondsLeft, timeBonusState } from './time-bonus';

/** When the active discount ends if it is the time bonus (ms), else null. */
const bonusEnd = (discount: ActiveDiscount | null): number | null => {
  if (!isTimeBonus(discount) || !discount?.expires) return null;
  const ends = Date.parse(discount.expires);
  return Number.isNaN(ends) ? null : ends;
};

/**
 * The live time-bonus countdown: it runs only while the API's active discount is the time
 * bonus, to that discount's `expires`, the first state at once, then one per second until
 * zero; hidden when the active discount is anything else (the welcome code, none, logged out).
 */
export function timeBonusCountdown$(
  discount$: Observable<ActiveDiscount | null>,
  now: () => number = Date.now,
): Observable<TimeBonusState> {
  return discount$.pipe(
    map(bonusEnd),
    distinctUntilChanged(),
    switchMap((endsAt) => {
      const state = () => timeBonusState(timeBonusSecondsLeft(endsAt, now()));
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
