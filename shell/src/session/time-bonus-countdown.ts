import { Observable } from 'rxjs';
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
 * Written with a timer, not rxjs's interval and switchMap: those bring rxjs's scheduler and
 * its conversion of promises, iterables and streams into a member's first visit.
 */
export function timeBonusCountdown$(
  discount$: Observable<ActiveDiscount | null>,
  now: () => number = Date.now,
): Observable<TimeBonusState> {
  return new Observable<TimeBonusState>((subscriber) => {
    let ticker: ReturnType<typeof setInterval> | undefined;
    let seen = false;
    let lastEnd: number | null = null;
    let outerDone = false;
    const stopTicker = () => {
      clearInterval(ticker);
      ticker = undefined;
      if (outerDone) subscriber.complete();
    };
    const subscription = discount$.subscribe({
      next: (discount) => {
        const endsAt = bonusEnd(discount);
        if (seen && endsAt === lastEnd) return;
        seen = true;
        lastEnd = endsAt;
        clearInterval(ticker);
        ticker = undefined;
        const state = () => timeBonusState(timeBonusSecondsLeft(endsAt, now()));
        const first = state();
        if (!first.isVisible) return subscriber.next(HIDDEN_TIME_BONUS);
        subscriber.next(first);
        ticker = setInterval(() => {
          const current = state();
          subscriber.next(current);
          if (!current.isVisible) stopTicker();
        }, TIME_BONUS_TICK_MS);
      },
      error: (error: unknown) => subscriber.error(error),
      complete: () => {
        outerDone = true;
        if (ticker === undefined) subscriber.complete();
      },
    });
    return () => {
      clearInterval(ticker);
      subscription.unsubscribe();
    };
  });
}
