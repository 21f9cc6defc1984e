import { useSessionUser, useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { css } from '@emotion/react';
import { panelStyle } from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
import { SIGNUP_NS } from '../signup-namespace';
import { SignupSteps, journeyEnd } from './signup-steps';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { SIGNUP_TEXTS } from '../../../screen-locales/signup';

// The photo step's grid and the step buttons side by side need more room than a form.
const stepsPanelStyle = css([panelStyle, { maxWidth: 640 }]);

/**
 * /complete-signup: the signup steps after the account, where the member left them. A
 * visitor is sent to log in or sign up; a member who finished is shown the way on.
 */
export function CompleteSignupScreen() {
  const { t } = useTranslation(SIGNUP_NS);
  const user = useSessionUser();

  if (!user)
    return (
      <section css={panelStyle}>
        <h1>{t('title')}</h1>
        <p>{t('visitor.body')}</p>
        <Link to="/login" css={linkButtonStyle}>
          {t('visitor.login')}
        </Link>
        <p>
          {t('visitor.noAccount')} <Link to="/signup">{t('visitor.signup')}</Link>
        </p>
      </section>
    );

  if (user.signup_step === null)
    return (
      <section css={panelStyle}>
        <h1>{t('title')}</h1>
        <p>{t('done.body')}</p>
        <Link to={journeyEnd(user)} css={linkButtonStyle}>
          {t('done.onward')}
        </Link>
      </section>
    );

  return (
    <section css={stepsPanelStyle}>
      <SignupSteps user={user} />
    </section>
  );
}
