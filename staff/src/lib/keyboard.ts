import { useEffect, useRef } from 'react';

/** Whether a key press belongs to what has focus: typing in a field, or a key with a modifier. */
export function isTyping(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return false;
  return (
    target.isContentEditable || target.closest('input, textarea, select, [role="radio"]') !== null
  );
}

/**
 * Calls `onKey` for a key pressed on the page outside any field (the console's shortcuts).
 * The handler is read at the time of the press, so it sees the screen's current state.
 */
export function useShortcuts(onKey: (event: KeyboardEvent) => void, enabled = true): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && !isTyping(event)) handler.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
