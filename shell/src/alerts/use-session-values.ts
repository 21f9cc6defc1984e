import { useObservable } from '@dating/platform';
import { useShell } from '../shell-context';

/** The parts of the session the alerts and modals read, live. */
export function useSessionValues() {
  const { session } = useShell();
  const { facade } = session;
  const snapshot = facade.snapshot();
  return {
    user: useObservable(facade.user$, snapshot.user),
    settings: useObservable(facade.settings$, snapshot.settings),
    timeBonus: useObservable(facade.timeBonus$, snapshot.timeBonus),
    pushState: useObservable(facade.pushState$, snapshot.pushState),
  };
}
