import { useEffect, useState } from 'react';
import { dismiss, isDismissed } from '../alerts/dismissals';

/** Spec section 9: the time-bonus modal appears 40 s after entering the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

/**
 * Open state of the time-bonus modal (spec section 6): for a logged-in user with zero
 * credits in the members area who has not dismissed it. Leaving the area cancels the wait.
 */
export function useTimeBonusModal(eligible: boolean) {
  const [open, setOpen] = useState(false);
  const waiting = eligible && !isDismissed('timeBonusModal');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setOpen(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  const close = () => {
    dismiss('timeBonusModal');
    setOpen(false);
  };
  return { open, close };
}
