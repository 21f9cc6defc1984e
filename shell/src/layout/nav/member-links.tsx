import { useTranslation } from 'react-i18next';
import { useObservable } from '@dating/platform';
import { type SessionUser } from '@dating/shared-contracts';
import { useShell } from '../../shell-context';
import { AppLink } from '../app-link';
import { badgeCount, creditsLevel } from './badge-count';
import { CountBadge } from './count-badge';

/** Messages, likes, then credits (paid users) or Get Premium, with their badges. */
export function MemberLinks({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { session } = useShell();
  const totals = useObservable(session.facade.totals$, session.facade.snapshot().totals);
  const level = creditsLevel(user.credits);
  return (
    <>
      <li>
        <AppLink href="/chats">
          {t('nav.messages')}
          {totals.unreadMessages > 0 && (
            <CountBadge
              tone="unread"
              shown={badgeCount(totals.unreadMessages)}
              label={t('nav.unreadMessages', { count: totals.unreadMessages })}
            />
          )}
        </AppLink>
      </li>
      <li>
        <AppLink href="/likes">
          {t('nav.likes')}
          {totals.newLikes > 0 && (
            <CountBadge
              tone="unread"
              shown={badgeCount(totals.newLikes)}
              label={t('nav.newLikes', { count: totals.newLikes })}
            />
          )}
        </AppLink>
      </li>
      <li>
        {user.paid_user ? (
          <AppLink href="/credits">
            {t('nav.creditsLink')}
            {level !== 'none' && (
              <CountBadge
                tone={level}
                shown={String(user.credits)}
                label={
                  level === 'danger'
                    ? t('nav.noCredits')
                    : t('nav.creditsLow', { count: user.credits })
                }
              />
            )}
          </AppLink>
        ) : (
          <AppLink href="/premium">{t('nav.premium')}</AppLink>
        )}
      </li>
    </>
  );
}
