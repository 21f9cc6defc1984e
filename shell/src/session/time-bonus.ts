import { HIDDEN_TIME_BONUS, type TimeBonusState } from '@dating/platform';
import { type SessionUser } from '@dating/shared-contracts';

/** The time bonus runs for 14400 s (4 hours) after signup and ticks every second. */
export const TIME_BONUS_WINDOW_MS = 14_400 * 1000;
export const TIME_BONUS_TICK_MS = 1000;

/** When the user's time bonus ends (ms since epoch), or null when the user gets none. */
export function timeBonusEndsAt(user: SessionUser | null): number | null {
  if (!user || user.paid_user) return null;
  const signup = Date.parse(user.signup_date);
  return Number.isNaN(signup) ? null : signup + TIME_BONUS_WINDOW_MS;
}

/** Whole seconds left of the bonus at `now` (never more than the window), 0 when none. */
export function timeBonusSecondsLeft(user: SessionUser | null, now: number): number {
  const endsAt = timeBonusEndsAt(user);
  if (endsAt === null) return 0;
  const left = Math.ceil((endsAt - now) / 1000);
  return Math.max(0, Math.min(TIME_BONUS_WINDOW_MS / 1000, left));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The countdown's zero-padded hours, minutes and seconds; hidden at zero. */
export function timeBonusState(secondsLeft: number): TimeBonusState {
  if (secondsLeft <= 0) return HIDDEN_TIME_BONUS;
  return {
    isVisible: true,
    hours: pad(Math.floor(secondsLeft / 3600)),
    minutes: pad(Math.floor((secondsLeft % 3600) / 60)),
    seconds: pad(secondsLeft % 60),
  };
}
