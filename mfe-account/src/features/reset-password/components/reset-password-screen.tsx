import { useApiErrorMessage } from '@dating/shared-contracts';
import { useState, type FormEvent } from 'react';
import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import {
  alertStyle,
  formStyle,
  panelStyle,
  primaryButtonStyle,
} from '../../../components/form-styles';
import { TextField } from '../../../components/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /reset-password: asks for a reset link, and confirms without saying whether the account exists. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { state, submit } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const submitting = state.status === 'submitting';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void submit({ email: email.trim() });
  }

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
      <form css={formStyle} onSubmit={onSubmit} aria-busy={submitting}>
        {state.status === 'error' && (
          <p role="alert" css={alertStyle}>
            {errorMessage(state.error)}
          </p>
        )}
        <TextField
          id="reset-email"
          label={t('resetPassword.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" css={primaryButtonStyle} disabled={submitting}>
          {t(submitting ? 'resetPassword.submitting' : 'resetPassword.submit')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </section>
  );
}
