import { useEffect, useState } from 'react';
import { dismiss, isDismissed } from '../alerts/dismissals';
import { afterDelayWhenIdle } from '../prompts/when-idle';

/** The time-bonus modal appears 40 s after entering the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

/**
 * Open state of the time-bonus modal: for a logged-in user with zero
 * credits in the members area who has not dismissed it. It opens 40 s in, once the member
 * is idle (never over a menu, a dialog or typing); leaving the area cancels the wait.
 * `waiting`: it is still to come.
 */
export function useTimeBonusModal(eligible: boolean) {
  const [open, setOpen] = useState(false);
  const waiting = eligible && !open && !isDismissed('timeBonusModal');
  useEffect(
    () =>
      waiting ? afterDelayWhenIdle(TIME_BONUS_MODAL_DELAY_MS, () => setOpen(true)) : undefined,
    [waiting],
  );
  const close = () => {
    dismiss('timeBonusModal');
    setOpen(false);
  };
  return { open, waiting, close };
}
