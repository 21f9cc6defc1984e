import { isApiError } from '@dating/shared-contracts';
import type { SignupField, SignupFieldErrors } from './validate-signup';

const FIELDS: readonly string[] = ['email', 'name', 'password', 'date_of_birth', 'signup_message'];

// Refusals that answer without a field list but are about one field.
const FIELD_OF_CODE: Readonly<Record<string, SignupField>> = {
  invalid_email: 'email',
  account_exists: 'email',
  account_deleted: 'email',
  email_taken: 'email',
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  password_too_short: 'password',
  password_too_common: 'password',
  password_contains_personal_info: 'password',
  invalid_birth_date: 'date_of_birth',
  too_young: 'date_of_birth',
};

/**
 * Splits a failed signup into messages per field (keys of the errors namespace), and
 * says whether anything is left that belongs to no field and so needs the form's alert.
 */
export function signupErrorFields(error: unknown): {
  fields: SignupFieldErrors;
  general: boolean;
} {
  if (!isApiError(error)) return { fields: {}, general: true };
  const fields: Record<string, string> = {};
  for (const { field, messageKey } of error.fields ?? []) {
    if (FIELDS.includes(field)) fields[field] ??= messageKey;
  }
  const codeField = FIELD_OF_CODE[error.code];
  if (codeField) fields[codeField] ??= error.code;
  return { fields, general: Object.keys(fields).length === 0 };
}
