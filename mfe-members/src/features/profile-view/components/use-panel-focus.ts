import { useEffect, useRef } from 'react';

/**
 * A panel that opens below its button: it takes the focus when it opens, and Escape closes
 * it wherever the focus is (a button that was busy may have dropped it to the page), handing
 * the focus back to the button (the caller's onClose does that).
 */
export function usePanelFocus<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    ref.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return { ref, tabIndex: -1 };
}
