import { useObservable } from '@dating/platform';
import type { RouteDefinition } from '@dating/shared-contracts';
import { lazyPart } from '../chunks/lazy-part';
import { ALERTS_NAMESPACE } from '../i18n/alerts-namespace';
import { useShell } from '../shell-context';

/**
 * The member links, the account menu, the tab bar, the alert header and the member's prompts
 * (time-bonus modal, push alert's turn), with the alerts' texts.
 */
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

/** The live channel's "offline, retrying" notice, a member's in every layout. */
export function MemberLiveStatus() {
  const { parts } = useMemberChrome();
  return parts ? <parts.LiveStatusNotice /> : null;
}

/**
 * Under the top bar of the default layout: a phone's tab bar (fixed to the bottom edge, next
 * to the top bar in the keyboard's order) and the alert header; only a member has them.
 */
export function MemberBars({ route }: { route: RouteDefinition | null }) {
  const { user, parts } = useMemberChrome();
  return user && parts ? (
    <>
      <parts.TabBar user={user} />
      <parts.AlertHeader route={route} />
    </>
  ) : null;
}
