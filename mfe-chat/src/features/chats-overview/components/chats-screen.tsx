import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import { actionStyle } from './action-style';
import { ChatsOverview } from './chats-overview';

/** /chats: only a logged-in member has conversations, so a visitor is sent to log in. */
export function ChatsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <section css={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1 css={{ color: theme.colors.secondary, marginTop: 0 }}>{t('overview.title')}</h1>
      {user ? (
        <ChatsOverview />
      ) : (
        <>
          <p>{t('overview.loggedOut')}</p>
          <Link to="/login" css={actionStyle}>
            {t('overview.login')}
          </Link>
        </>
      )}
    </section>
  );
}
