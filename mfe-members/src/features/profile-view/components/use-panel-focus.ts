import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A panel that opens below its button: it takes the focus when it opens and Escape closes
 * it, handing the focus back to the button (the caller's onClose does that).
 */
export function usePanelFocus<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return { ref, onKeyDown, tabIndex: -1 };
}
