import { Link, useLocation } from '@dating/platform/router';
import { loginFrom } from '@dating/shared-contracts';
import { useTranslation } from '@dating/platform';
import { STATUS_NS } from '../transactions-texts';
import { cardStyle, primaryButton } from './styles';

/** A visitor's payments are nobody's to show: the way to log in, not a reload that cannot help. */
export function LoginPrompt() {
  const { t } = useTranslation(STATUS_NS);
  const location = useLocation();
  return (
    <div css={cardStyle}>
      <p>{t('loginPrompt')}</p>
      <Link to={loginFrom(location)} css={primaryButton}>
        {t('login')}
      </Link>
    </div>
  );
}
