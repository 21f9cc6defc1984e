import { useEffect, useState } from 'react';
import { theme, type EventBus } from '@dating/shared-contracts';

/** A phone-sized screen: below the md breakpoint of spec section 9. */
export function isSmartphone(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${theme.breakpoints.md - 1}px)`).matches
  );
}

/**
 * The signup modal opens on `modal/signup-requested` and closes once signup completes;
 * on a smartphone the completed signup then shows the activation reminder as a modal.
 */
export function useSignupFlow(bus: EventBus) {
  const [signupOpen, setSignupOpen] = useState(false);
  const [activationOpen, setActivationOpen] = useState(false);
  useEffect(() => {
    const requested = bus.on('modal/signup-requested').subscribe(() => setSignupOpen(true));
    const completed = bus.on('signup/completed').subscribe(() => {
      setSignupOpen(false);
      if (isSmartphone()) setActivationOpen(true);
    });
    return () => {
      requested.unsubscribe();
      completed.unsubscribe();
    };
  }, [bus]);
  return {
    signupOpen,
    closeSignup: () => setSignupOpen(false),
    activationOpen,
    closeActivation: () => setActivationOpen(false),
  };
}
