import { useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { panelStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { ACTIVATE_TEXTS } from '../../../screen-locales/activate';

/** /activate/done: the API lands here after a valid activation link. */
export function ActivationDoneScreen() {
  const { t } = useTranslation();
  // The link may be opened in a browser where the member is not logged in.
  const loggedIn = useSessionUser() !== null;
  return (
    <section css={panelStyle}>
      <h1>{t('activate.doneTitle')}</h1>
      <p>{t('activate.doneBody')}</p>
      <p>{t(loggedIn ? 'activate.doneNextLoggedIn' : 'activate.doneNextLoggedOut')}</p>
      <Link to={loggedIn ? '/members' : '/login'} css={linkButtonStyle}>
        {t(loggedIn ? 'activate.toMembers' : 'activate.toLogin')}
      </Link>
    </section>
  );
}
