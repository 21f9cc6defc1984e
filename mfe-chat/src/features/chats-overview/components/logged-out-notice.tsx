import { Link, useLocation } from '@dating/platform/router';
import { loginFrom } from '@dating/shared-contracts';
import { useTranslation } from '@dating/platform';
import { actionStyle } from '../../../components/action-style';

/** Only a logged-in member has conversations: a visitor is sent to log in. */
export function LoggedOutNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
      <p>{t('overview.loggedOut')}</p>
      <Link to={loginFrom(location)} css={actionStyle}>
        {t('overview.login')}
      </Link>
    </>
  );
}
