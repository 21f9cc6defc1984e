import { useState } from 'react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { EmailRequestForm } from '../../../components/email-request-form';
import { panelStyle } from '../../../components/form-styles';
import { useRequestPasswordReset } from '../api/request-password-reset';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { RESET_PASSWORD_TEXTS } from '../../../screen-locales/reset-password';

/** /reset-password: asks for a reset link, and confirms without saying whether the account exists. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { state, submit } = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  if (state.status === 'success') {
    return (
      <section css={panelStyle}>
        <h1>{t('resetPassword.sentTitle')}</h1>
        <p role="status">{t('resetPassword.sentBody', { email: email.trim() })}</p>
        <p>
          <Link to="/login">{t('resetPassword.backToLogin')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section css={panelStyle}>
      <h1>{t('resetPassword.title')}</h1>
      <p>{t('resetPassword.intro')}</p>
      <EmailRequestForm
        id="reset-email"
        label={t('resetPassword.email')}
        submitLabel={t('resetPassword.submit')}
        submittingLabel={t('resetPassword.submitting')}
        email={email}
        onEmailChange={setEmail}
        state={state}
        onSubmit={(address) => void submit({ email: address })}
      />
      <p>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
