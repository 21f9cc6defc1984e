import type { ReactNode } from 'react';
import { useObservable, useTranslation } from '@dating/platform';
import type { SessionUser } from '@dating/shared-contracts';
import { ALERTS_NAMESPACE } from '../../i18n/alerts-namespace';
import { useShell } from '../../shell-context';
import { badgeCount, creditsLevel } from './badge-count';
import { CountBadge } from './count-badge';

export interface Destination {
  readonly href: string;
  /** The name of the top navigation. */
  readonly label: string;
  /** The tab bar's word under the icon, where the label is too long for a phone. */
  readonly short: string;
  readonly badge: ReactNode;
}

/**
 * A member's destinations of the top navigation, for the top bar and the phone's tab bar
 * alike: search members; messages and likes with their badges; then credits for paid users
 * (a badge at 10 or fewer) or Get Premium.
 */
export function useMemberDestinations(user: SessionUser): Destination[] {
  const { t: shellText } = useTranslation();
  // A member's words come with the member chrome (the alerts' texts), not in every first visit.
  const { t } = useTranslation(ALERTS_NAMESPACE);
  const { session } = useShell();
  const totals = useObservable(session.facade.totals$, session.facade.snapshot().totals);
  const level = creditsLevel(user.credits);
  const counted = (count: number, label: string) =>
    count > 0 && <CountBadge tone="unread" shown={badgeCount(count)} label={label} />;
  const destination = (
    href: string,
    label: string,
    badge: ReactNode = null,
    short = label,
  ): Destination => ({ href, label, short, badge });
  return [
    destination('/members', shellText('nav.members'), null, t('tabBar.members')),
    destination(
      '/chats',
      t('nav.messages'),
      counted(totals.unreadMessages, t('nav.unreadMessages', { count: totals.unreadMessages })),
    ),
    destination(
      '/likes',
      t('nav.likes'),
      counted(totals.newLikes, t('nav.newLikes', { count: totals.newLikes })),
    ),
    user.paid_user
      ? destination(
          '/credits',
          t('nav.creditsLink'),
          level !== 'none' && (
            <CountBadge
              tone={level}
              shown={String(user.credits)}
              label={
                level === 'danger'
                  ? t('nav.noCredits')
                  : t('nav.creditsLow', { count: user.credits })
              }
            />
          ),
        )
      : destination('/premium', t('nav.premium'), null, t('tabBar.premium')),
  ];
}
