import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';
import type { SessionUser, SiteSettings } from '@dating/shared-contracts';
import { useRemoteProps } from './create-remote-lifecycles';

/**
 * The latest value of an observable, read during render. `source` must be stable
 * (memoised): a new observable each render would resubscribe each render. The
 * session's observables replay their value on subscribe; `initial` covers the
 * first render before the subscription exists.
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

/** The logged-in user, or null; re-renders when the shell's session changes. */
export function useSessionUser(): SessionUser | null {
  const { session } = useRemoteProps();
  return useObservable(session.user$, session.snapshot().user);
}

/** The domain's settings, or null when the shell could not load them. */
export function useSessionSettings(): SiteSettings | null {
  const { session } = useRemoteProps();
  return useObservable(session.settings$, session.snapshot().settings);
}
