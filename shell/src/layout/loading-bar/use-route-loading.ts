import { useEffect, useState } from 'react';

/** Loading bar: shows only after 200 ms, grows over 5 s, stays full 500 ms once done. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_AFTER_MS = 500;

// single-spa fires these around every route change, also for popstate and for links
// that call navigateToUrl, so the shell needs no other hook into navigation.
export const ROUTE_START_EVENT = 'single-spa:before-routing-event';
export const ROUTE_END_EVENT = 'single-spa:routing-event';

/** idle: nothing shown; running: growing towards the end; done: full, about to hide. */
export type RouteLoadingPhase = 'idle' | 'running' | 'done';

/**
 * The phase of the loading bar. A route that settles within the throttle never shows
 * the bar, so quick switches do not flash; a finished one stays full for a moment.
 */
export function useRouteLoading(target: EventTarget = window): RouteLoadingPhase {
  const [phase, setPhase] = useState<RouteLoadingPhase>('idle');

  useEffect(() => {
    let current: RouteLoadingPhase = 'idle';
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const set = (next: RouteLoadingPhase) => {
      current = next;
      setPhase(next);
    };

    const onStart = () => {
      clearTimeout(hideTimer);
      hideTimer = undefined;
      if (current === 'done') set('running');
      else if (current === 'idle' && showTimer === undefined) {
        showTimer = setTimeout(() => {
          showTimer = undefined;
          set('running');
        }, LOADING_THROTTLE_MS);
      }
    };
    const onEnd = () => {
      if (showTimer !== undefined) {
        clearTimeout(showTimer);
        showTimer = undefined;
      }
      if (current !== 'running') return;
      set('done');
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        set('idle');
      }, LOADING_HIDE_AFTER_MS);
    };

    target.addEventListener(ROUTE_START_EVENT, onStart);
    target.addEventListener(ROUTE_END_EVENT, onEnd);
    return () => {
      target.removeEventListener(ROUTE_START_EVENT, onStart);
      target.removeEventListener(ROUTE_END_EVENT, onEnd);
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
    };
  }, [target]);

  return phase;
}
