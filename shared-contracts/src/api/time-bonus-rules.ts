// Plain values and one function, no schema library: the API decides the time bonus with
// them and the front ends recognise it by them; neither writes the code, the percentage or
// the window a second time.

/** The synthetic once-per-member code of the time bonus. */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
/** What the time bonus takes off every package. */
export const TIME_BONUS_PERCENTAGE = 25;
/** The time bonus runs for 4 hours after signup. */
export const TIME_BONUS_WINDOW_MS = 4 * 60 * 60 * 1000;

/** What decides a member's time bonus: the signup, a payment, and whether the code was used. */
export interface TimeBonusFacts {
  readonly signup_date: string;
  readonly paid: boolean;
  /** A completed payment used the code (an open one only reserves it). */
  readonly used: boolean;
}

export interface TimeBonus {
  readonly code: typeof TIME_BONUS_CODE;
  readonly value_percentage: number;
  /** When it ends (ISO), the countdown's zero. */
  readonly expires: string;
}

/**
 * The time bonus at `now` (ms): for a member who never paid and never used the code, until
 * 4 hours after signup; null otherwise. Only the API knows all three facts, so a screen shows
 * the discount the API answers and never works this out from the signup date.
 */
export function timeBonusAt(facts: TimeBonusFacts, now: number): TimeBonus | null {
  if (facts.paid || facts.used) return null;
  const signup = Date.parse(facts.signup_date);
  if (Number.isNaN(signup)) return null;
  const ends = signup + TIME_BONUS_WINDOW_MS;
  if (ends <= now) return null;
  return {
    code: TIME_BONUS_CODE,
    value_percentage: TIME_BONUS_PERCENTAGE,
    expires: new Date(ends).toISOString(),
  };
}

/** Whether a discount the API answered is the time bonus (whose banners count down). */
export const isTimeBonus = (discount: { readonly code: string } | null | undefined): boolean =>
  discount?.code === TIME_BONUS_CODE;
