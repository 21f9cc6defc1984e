import { MIN_PASSWORD_LENGTH } from '@dating/shared-contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { TextField } from '../../../components/text-field';
import { useChangePassword } from '../api/change-password';
import { fieldErrors } from '../../../lib/field-errors';

const FIELDS = ['current_password', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_OF_CODE = {
  wrong_password: 'current_password',
  password_too_short: 'password',
  password_too_common: 'password',
  password_contains_personal_info: 'password',
  passwords_not_equal: 'password_repeat',
} as const;
const EMPTY: Record<Field, string> = { current_password: '', password: '', password_repeat: '' };
const ERROR_PARAMS = { min_length: MIN_PASSWORD_LENGTH };

/** Change password: the current one and the new one twice; the server ends the other sessions. */
export function PasswordSection() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const { state, submit } = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const form = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting';
  const refused = state.status === 'error' ? fieldErrors(state.error, FIELDS, FIELD_OF_CODE) : null;

  useEffect(() => {
    const first = FIELDS.find((field) => refused?.fields[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (await submit(values)) setValues(EMPTY);
  }

  const bind = (field: Field) => ({
    id: fieldId(field),
    type: 'password',
    required: true,
    value: values[field],
    error: refused?.fields[field] ? errorText(refused.fields[field], ERROR_PARAMS) : null,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <section aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{t('settings.password.title')}</h2>
      {state.status === 'success' && <p role="status">{t('settings.password.saved')}</p>}
      <form ref={form} css={formStyle} onSubmit={onSubmit} aria-busy={submitting} noValidate>
        {refused?.general && (
          <p role="alert" css={alertStyle}>
            {errorMessage(state.status === 'error' ? state.error : null)}
          </p>
        )}
        <TextField
          {...bind('current_password')}
          label={t('settings.password.current')}
          autoComplete="current-password"
        />
        <TextField
          {...bind('password')}
          label={t('settings.password.new')}
          hint={t('settings.password.hint', ERROR_PARAMS)}
          autoComplete="new-password"
        />
        <TextField
          {...bind('password_repeat')}
          label={t('settings.password.repeat')}
          autoComplete="new-password"
        />
        <button type="submit" css={primaryButtonStyle} disabled={submitting}>
          {t(submitting ? 'settings.saving' : 'settings.password.submit')}
        </button>
      </form>
    </section>
  );
}

const fieldId = (field: Field) => `password-change-${field.replace(/_/g, '-')}`;
