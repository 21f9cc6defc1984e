import { returnAfterLogin } from '@dating/shared-contracts';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { TextField } from '../../../components/text-field';
import { useLogin } from '../api/login';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const errorMessage = useApiErrorMessage();
  const { state, submit } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submitting = state.status === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (await submit({ email: email.trim(), password })) navigate(returnAfterLogin(search));
  }

  return (
    <form css={formStyle} onSubmit={onSubmit} aria-busy={submitting}>
      {state.status === 'error' && (
        <p role="alert" css={alertStyle}>
          {errorMessage(state.error)}
        </p>
      )}
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" css={primaryButtonStyle} disabled={submitting}>
        {t(submitting ? 'login.submitting' : 'login.submit')}
      </button>
    </form>
  );
}
