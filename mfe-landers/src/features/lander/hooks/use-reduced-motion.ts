import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const motionQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

function subscribe(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion. The server cannot know: it renders as if not,
 * and the browser's answer takes over when the page comes alive.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}
