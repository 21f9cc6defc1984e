import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, read during render. `source` must be stable
 * (memoised): a new observable each render would resubscribe each render.
 */
export function useObservable<T>(source: Observable<T>, initial: T): T {
  const latest = useRef(initial);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe((value) => {
        latest.current = value;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    [source],
  );
  return useSyncExternalStore(subscribe, () => latest.current);
}
