import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../lib/styles';
import { usePasswordStep } from '../api/sign-in';
import { Field } from './field';

interface Props {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  /** A sentence to show before anything is tried (the code step expired). */
  readonly notice: string | null;
  readonly onPassed: (codeToken: string) => void;
}

export function PasswordStep({ email, onEmailChange, notice, onPassed }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const step = usePasswordStep();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.isPending) return;
    const empty = { email: !email.trim(), password: !password };
    setMissing(empty);
    if (empty.email || empty.password) return;
    step.mutate(
      { email: email.trim(), password },
      { onSuccess: ({ codeToken }) => onPassed(codeToken) },
    );
  }

  const alert = step.isError ? errorText(step.error) : notice;
  return (
    <form css={formStyle} onSubmit={submit} noValidate aria-busy={step.isPending}>
      {alert && (
        <p role="alert" css={alertStyle}>
          {alert}
        </p>
      )}
      <Field
        id="staff-email"
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        required
        value={email}
        error={missing.email ? t('signIn.emailRequired') : null}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <Field
        id="staff-password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={missing.password ? t('signIn.passwordRequired') : null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" css={primaryButtonStyle} disabled={step.isPending}>
        {t(step.isPending ? 'signIn.checking' : 'signIn.next')}
      </button>
    </form>
  );
}
