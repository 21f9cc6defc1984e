import { HIDDEN_TIME_BONUS, type TimeBonusState } from '@dating/platform';
import { TIME_BONUS_WINDOW_MS } from '@dating/shared-contracts/api';

/** The countdown ticks every second. */
export const TIME_BONUS_TICK_MS = 1000;

/**
 * Whole seconds left at `now` of a bonus ending at `endsAt` (the API's `expires`), 0 when
 * none; never more than the bonus's window, whatever this device's clock says.
 */
export function timeBonusSecondsLeft(endsAt: number | null, now: number): number {
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
