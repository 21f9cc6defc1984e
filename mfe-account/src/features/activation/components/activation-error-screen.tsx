import { useSessionSettings, useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { panelStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { ACTIVATE_TEXTS } from '../../../screen-locales/activate';

/** /activate/error: the API lands here when an activation link is expired, used or broken. */
export function ActivationErrorScreen() {
  const { t } = useTranslation();
  const loggedIn = useSessionUser() !== null;
  const supportEmail = useSessionSettings()?.support_email;
  return (
    <section css={panelStyle}>
      <h1>{t('activate.errorTitle')}</h1>
      <p>{t('activate.errorBody')}</p>
      <h2 css={{ fontSize: 18 }}>{t('activate.errorNextTitle')}</h2>
      <ul css={{ paddingLeft: 20, li: { marginBottom: 8 } }}>
        <li>{t(loggedIn ? 'activate.errorStepResend' : 'activate.errorStepLogin')}</li>
        <li>{t('activate.errorStepAlready')}</li>
        {supportEmail && (
          <li>
            {t('activate.errorStepSupport')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </li>
        )}
      </ul>
      <Link to={loggedIn ? '/members' : '/login'} css={linkButtonStyle}>
        {t(loggedIn ? 'activate.toMembers' : 'activate.toLogin')}
      </Link>
    </section>
  );
}
