import { isApiError } from '@dating/shared-contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import {
  alertStyle,
  formStyle,
  panelStyle,
  primaryButtonStyle,
} from '../../../components/form-styles';
import { linkButtonStyle } from '../../../components/more-form-styles';
import { LinkExpired } from '../../../components/link-expired';
import { TextField } from '../../../components/text-field';
import { useResetLinkCheck } from '../api/check-reset-link';
import { useResetPassword } from '../api/reset-password';
import {
  NEW_PASSWORD_ERROR_PARAMS,
  newPasswordRefusal,
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordField,
} from '../lib/new-password-errors';
// The texts it reads in the account namespace: its route adds them as it loads (0182).
export { RESET_DO_TEXTS } from '../../../screen-locales/reset-do';

const ORDER: readonly NewPasswordField[] = ['password', 'password_repeat'];
const fieldId = (field: NewPasswordField) => `reset-do-${field.replace('_', '-')}`;

/**
 * /reset-password/do?token=…: the reset mail's link. Sets the new password (twice), which
 * logs the member in; an expired, used or broken link leads to a new mail. The link is
 * checked before the form is offered, so nobody types a password a dead link cannot take;
 * when the check itself fails (network, server), the form is offered and the reset answers.
 */
export function ResetPasswordDoScreen() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, submit } = useResetPassword();
  const check = useResetLinkCheck(token);
  const [values, setValues] = useState({ password: '', password_repeat: '' });
  // What the form found itself; null once the values went to the server.
  const [ownErrors, setOwnErrors] = useState<NewPasswordErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting';
  const refused = state.status === 'error' ? newPasswordRefusal(state.error) : null;
  const fieldErrors = ownErrors ?? refused?.fields ?? {};

  const focusFirstError = (errors: NewPasswordErrors) => {
    const first = ORDER.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  };
  useEffect(() => {
    if (state.status === 'error') focusFirstError(newPasswordRefusal(state.error).fields);
    // Only a new answer moves the focus, not a re-render.
  }, [state]);

  const deadLink =
    !token || refused?.expired || (isApiError(check.error) && check.error.code === 'link_expired');
  if (deadLink && state.status !== 'success') {
    return (
      <LinkExpired
        title={t('resetDo.title')}
        retryTo="/reset-password"
        retryLabel={t('resetDo.requestNew')}
      />
    );
  }

  if (check.isPending) {
    return (
      <section css={panelStyle} aria-busy="true">
        <h1>{t('resetDo.title')}</h1>
        <p role="status">{t('resetDo.checking')}</p>
      </section>
    );
  }

  if (state.status === 'success') {
    return (
      <section css={panelStyle}>
        <h1>{t('resetDo.doneTitle')}</h1>
        <p role="status">{t('resetDo.doneBody', { name: state.data.profile.name })}</p>
        <Link to="/members" css={linkButtonStyle}>
          {t('resetDo.toMembers')}
        </Link>
      </section>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateNewPassword(values.password, values.password_repeat);
    if (Object.keys(invalid).length > 0) {
      setOwnErrors(invalid);
      focusFirstError(invalid);
      return;
    }
    setOwnErrors(null);
    await submit({ token, ...values });
  }

  const bind = (field: NewPasswordField) => ({
    id: fieldId(field),
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: values[field],
    error: fieldErrors[field] ? errorText(fieldErrors[field], NEW_PASSWORD_ERROR_PARAMS) : null,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <section css={panelStyle}>
      <h1>{t('resetDo.title')}</h1>
      <p>{t('resetDo.intro')}</p>
      <form ref={form} css={formStyle} onSubmit={onSubmit} aria-busy={submitting} noValidate>
        {refused?.general && state.status === 'error' && !ownErrors && (
          <p role="alert" css={alertStyle}>
            {errorMessage(state.error)}
          </p>
        )}
        <TextField
          label={t('resetDo.password')}
          hint={t('resetDo.passwordHint', NEW_PASSWORD_ERROR_PARAMS)}
          {...bind('password')}
        />
        <TextField label={t('resetDo.passwordRepeat')} {...bind('password_repeat')} />
        <button type="submit" css={primaryButtonStyle} disabled={submitting}>
          {t(submitting ? 'resetDo.submitting' : 'resetDo.submit')}
        </button>
      </form>
      <p>
        <Link to="/login">{t('resetDo.backToLogin')}</Link>
      </p>
    </section>
  );
}
