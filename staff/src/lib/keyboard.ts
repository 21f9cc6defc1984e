import { useEffect, useRef, useState } from 'react';

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

const isControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('a, button, summary, [role="button"]') !== null;

/**
 * A list of rows worked by keyboard: j/k and the arrow keys select the next and previous row
 * (its link takes the focus, so it is visible and read out), Enter opens the selected one. A
 * focused link or button does its own thing on Enter. Each row's link takes `linkRef(id)` and
 * `onFocus={() => setSelected(id)}`.
 */
export function useRowKeys(ids: readonly string[], open: (id: string) => void) {
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const [selected, setSelected] = useState<string | null>(null);

  const select = (index: number) => {
    const id = ids[Math.max(0, Math.min(ids.length - 1, index))];
    if (id === undefined) return;
    setSelected(id);
    links.current.get(id)?.focus();
  };

  useShortcuts((event) => {
    const at = selected === null ? -1 : ids.indexOf(selected);
    if (event.key === 'j' || event.key === 'ArrowDown') {
      event.preventDefault();
      select(at < 0 ? 0 : at + 1);
    } else if (event.key === 'k' || event.key === 'ArrowUp') {
      event.preventDefault();
      select(at < 0 ? 0 : at - 1);
    } else if (event.key === 'Enter' && at >= 0 && !isControl(event.target)) {
      event.preventDefault();
      open(ids[at]!);
    }
  });

  const linkRef = (id: string) => (node: HTMLAnchorElement | null) => {
    if (node) links.current.set(id, node);
    else links.current.delete(id);
  };

  return { selected, setSelected, linkRef };
}
