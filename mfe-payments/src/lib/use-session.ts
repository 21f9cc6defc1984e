import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import { useRemoteProps, type SiteSettings } from '@dating/shared-contracts';

// The shell's session observables replay their current value on subscribe, so the
// snapshot only covers the first render before the subscription exists.
function useLatest<T>(source: Observable<T>, initial: T): T {
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

/** The domain's settings, or null when the shell could not load them. */
export function useSessionSettings(): SiteSettings | null {
  const { session } = useRemoteProps();
  return useLatest(session.settings$, session.snapshot().settings);
}
