import { MIN_PASSWORD_LENGTH, isApiError, passwordTooShort } from '@dating/shared-contracts';

export type NewPasswordField = 'password' | 'password_repeat';

/** Per field, the key of its message in the errors namespace (the API's codes). */
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;

/** Parameters the error texts interpolate; the API does not send them. */
export const NEW_PASSWORD_ERROR_PARAMS = { min_length: MIN_PASSWORD_LENGTH };

/** The rules the form can check before asking the server (which also refuses common ones). */
export function validateNewPassword(password: string, repeat: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (passwordTooShort(password)) errors.password = 'password_too_short';
  if (password !== repeat) errors.password_repeat = 'passwords_not_equal';
  return errors;
}

/** The server's refusals of a new password itself. */
const PASSWORD_CODES: readonly string[] = [
  'password_too_short',
  'password_too_common',
  'password_contains_personal_info',
];

/**
 * What the server's refusal means for the form: messages per field, an expired link, or
 * something else for the form's alert.
 */
export function newPasswordRefusal(error: unknown): {
  fields: NewPasswordErrors;
  expired: boolean;
  general: boolean;
} {
  if (!isApiError(error)) return { fields: {}, expired: false, general: true };
  if (error.code === 'link_expired') return { fields: {}, expired: true, general: false };
  const fields: NewPasswordErrors = {};
  for (const { field, messageKey } of error.fields ?? []) {
    if (field === 'password' || field === 'password_repeat') fields[field] ??= messageKey;
  }
  if (PASSWORD_CODES.includes(error.code)) fields.password ??= error.code;
  return { fields, expired: false, general: Object.keys(fields).length === 0 };
}
