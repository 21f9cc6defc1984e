import { useEffect, useState } from 'react';
import { theme, type EventBus } from '@dating/shared-contracts';
import { useLocationPath } from '../routing/use-location-path';

/** A phone-sized screen: below the theme's md breakpoint (768 px). */
export function isSmartphone(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${theme.breakpoints.md - 1}px)`).matches
  );
}

/**
 * The signup modal opens on `modal/signup-requested` and closes once the account exists (the
 * member goes on with the steps at /complete-signup) or signup completes; on a smartphone
 * the completed signup then shows the activation reminder as a modal. A new page closes it.
 */
export function useSignupFlow(bus: EventBus) {
  const [signupOpen, setSignupOpen] = useState(false);
  // A link in the modal (the refusal's "log in") leads to another page: the modal goes.
  const path = useLocationPath();
  useEffect(() => setSignupOpen(false), [path]);
  const [activationOpen, setActivationOpen] = useState(false);
  useEffect(() => {
    const requested = bus.on('modal/signup-requested').subscribe(() => setSignupOpen(true));
    const created = bus.on('signup/account-created').subscribe(() => setSignupOpen(false));
    const completed = bus.on('signup/completed').subscribe(() => {
      setSignupOpen(false);
      if (isSmartphone()) setActivationOpen(true);
    });
    return () => {
      requested.unsubscribe();
      created.unsubscribe();
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
