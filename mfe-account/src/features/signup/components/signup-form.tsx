import type { SessionUser } from '@dating/shared-contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { useApiErrorMessage, useErrorText } from '@dating/platform/error-texts';
import { alertStyle, formStyle, primaryButtonStyle } from '../../../components/form-styles';
import { TextField } from '../../../components/text-field';
import { TextAreaField } from '../../../components/other-fields';
import { useSignup } from '../api/signup';
import { signupErrorFields } from '../lib/signup-error-fields';
import { useTrafficSource } from '../lib/traffic-source';
import {
  SIGNUP_ERROR_PARAMS,
  validateSignup,
  type SignupField,
  type SignupFieldErrors,
  type SignupValues,
} from '../lib/validate-signup';

const EMPTY: SignupValues = {
  email: '',
  name: '',
  password: '',
  date_of_birth: '',
  signup_message: '',
};
const ORDER: readonly SignupField[] = ['email', 'name', 'password', 'date_of_birth'];

/**
 * The signup form (e-mail, name, password, birth date; step 1 of signup), on /signup, on the
 * invite page and in the shell's signup modal (as a parcel). It checks what it can of the
 * signup rules first (`validateSignup`), then
 * shows the server's refusals at their fields; what the member typed stays after any error.
 * The visitor's traffic source and the inviting profile go with the account.
 */
export function SignupForm({
  idPrefix = 'signup',
  invitedBy,
  onProgress,
  onSignedUp,
}: {
  /** Keeps ids unique when the page and the modal both show the form. */
  idPrefix?: string;
  /** The profile whose invite page this is. */
  invitedBy?: string;
  onProgress?: (inProgress: boolean) => void;
  onSignedUp?: (user: SessionUser) => void;
}) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const errorText = useErrorText();
  const { state, submit } = useSignup();
  const tracking = useTrafficSource();
  const [values, setValues] = useState(EMPTY);
  // What the form found itself; null once the values passed and went to the server.
  const [ownErrors, setOwnErrors] = useState<SignupFieldErrors | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting';
  const id = (field: SignupField) => `${idPrefix}-${field.replace(/_/g, '-')}`;

  const refused = state.status === 'error' ? signupErrorFields(state.error) : null;
  const fieldErrors = ownErrors ?? refused?.fields ?? {};
  const generalError = !ownErrors && refused?.general && state.status === 'error' ? state : null;

  const focusFirstError = (errors: SignupFieldErrors) => {
    const first = ORDER.find((field) => errors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
  };
  useEffect(() => {
    if (state.status === 'error') focusFirstError(signupErrorFields(state.error).fields);
    // Only a new answer moves the focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const bind = (field: SignupField) => ({
    id: id(field),
    value: values[field],
    error: fieldErrors[field] ? errorText(fieldErrors[field], SIGNUP_ERROR_PARAMS) : null,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateSignup(values);
    if (Object.keys(invalid).length > 0) {
      setOwnErrors(invalid);
      focusFirstError(invalid);
      return;
    }
    setOwnErrors(null);
    onProgress?.(true);
    let user: SessionUser | undefined;
    try {
      user = await submit({
        email: values.email.trim(),
        name: values.name.trim(),
        password: values.password,
        date_of_birth: values.date_of_birth,
        ...(values.signup_message.trim() ? { signup_message: values.signup_message.trim() } : {}),
        language: i18n.language,
        ...(tracking ? { tracking } : {}),
        ...(invitedBy ? { invited_by: invitedBy } : {}),
      });
    } finally {
      onProgress?.(false);
    }
    if (user) onSignedUp?.(user);
  }

  return (
    <form ref={form} css={formStyle} onSubmit={onSubmit} aria-busy={submitting} noValidate>
      {generalError && (
        <p role="alert" css={alertStyle}>
          {errorMessage(generalError.error)}
        </p>
      )}
      <TextField
        {...bind('email')}
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        {...bind('name')}
        label={t('signup.name')}
        hint={t('signup.nameHint')}
        autoComplete="nickname"
        maxLength={60}
        required
      />
      <TextField
        {...bind('password')}
        label={t('signup.password')}
        hint={t('signup.passwordHint', SIGNUP_ERROR_PARAMS)}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...bind('date_of_birth')}
        label={t('signup.dateOfBirth')}
        hint={t('signup.dateOfBirthHint', SIGNUP_ERROR_PARAMS)}
        type="date"
        autoComplete="bday"
        required
      />
      <TextAreaField
        {...bind('signup_message')}
        label={t('signup.signupMessage')}
        hint={t('signup.signupMessageHint')}
        rows={3}
        maxLength={2000}
      />
      <button type="submit" css={primaryButtonStyle} disabled={submitting}>
        {t(submitting ? 'signup.submitting' : 'signup.submit')}
      </button>
    </form>
  );
}
