import { useObservable } from '@dating/platform';
import type { RouteDefinition } from '@dating/shared-contracts';
import { lazyPart } from '../chunks/lazy-part';
import { ALERTS_NAMESPACE } from '../i18n/alerts-namespace';
import { useShell } from '../shell-context';

/** The member links, the account menu and the alert header, with the alerts' texts. */
export const memberChrome = lazyPart(
  'the member chrome',
  () => import(/* webpackChunkName: "shell-member" */ './member-chrome-parts'),
  [ALERTS_NAMESPACE],
);

/** The logged-in member, and the member chrome's code once it is there (asked for at login). */
export function useMemberChrome() {
  const { session } = useShell();
  const user = useObservable(session.facade.user$, session.facade.snapshot().user);
  const parts = memberChrome.use(user !== null);
  return { user, parts: user ? parts : null };
}

/** The alert header of the default layout: only a member has alerts. */
export function MemberAlerts({ route }: { route: RouteDefinition | null }) {
  const { parts } = useMemberChrome();
  return parts ? <parts.AlertHeader route={route} /> : null;
}
