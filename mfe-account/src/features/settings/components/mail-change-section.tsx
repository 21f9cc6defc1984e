import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { TextField } from '../../../components/text-field';
import { useRequestMailChange } from '../api/request-mail-change';
import { fieldErrors } from '../../../lib/field-errors';

const FIELDS = ['email', 'password'] as const;
const FIELD_OF_CODE = { email_taken: 'email', invalid_email: 'email' } as const;

/**
 * Change e-mail: a confirmation link goes to the new address (and, once confirmed, a
 * notice to the old one). The current password proves it is the member.
 */
export function MailChangeSection({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const { state, submit } = useRequestMailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting';
  const refused = state.status === 'error' ? fieldErrors(state.error, FIELDS, FIELD_OF_CODE) : null;

  useEffect(() => {
    const first = FIELDS.find((field) => refused?.fields[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#mail-change-${first}`)?.focus();
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    if (await submit({ email: address, password })) {
      setSentTo(address);
      setEmail('');
      setPassword('');
    }
  }

  const error = (field: (typeof FIELDS)[number]) =>
    refused?.fields[field] ? errorText(refused.fields[field]) : null;

  return (
    <section aria-labelledby="settings-email-title">
      <h2 id="settings-email-title">{t('settings.email.title')}</h2>
      <p>{t('settings.email.current', { email: currentEmail })}</p>
      {sentTo && (
        <p role="status">{t('settings.email.sent', { email: sentTo, old: currentEmail })}</p>
      )}
      <form ref={form} css={formStyle} onSubmit={onSubmit} aria-busy={submitting} noValidate>
        {refused?.general && (
          <p role="alert" css={alertStyle}>
            {errorMessage(state.status === 'error' ? state.error : null)}
          </p>
        )}
        <TextField
          id="mail-change-email"
          label={t('settings.email.newEmail')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id="mail-change-password"
          label={t('settings.email.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={error('password')}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" css={primaryButtonStyle} disabled={submitting}>
          {t(submitting ? 'settings.saving' : 'settings.email.submit')}
        </button>
      </form>
    </section>
  );
}
