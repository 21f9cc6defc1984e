import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { actionStyle } from '../../../components/action-style';

/** Only a logged-in member has conversations: a visitor is sent to log in. */
export function LoggedOutNotice() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('overview.loggedOut')}</p>
      <Link to="/login" css={actionStyle}>
        {t('overview.login')}
      </Link>
    </>
  );
}
