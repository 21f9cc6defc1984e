import { SIGNUP_LIMIT_PARAMS, birthDateProblem, passwordTooShort } from '@dating/shared-contracts';

export type SignupField = 'email' | 'name' | 'password' | 'date_of_birth' | 'signup_message';

export interface SignupValues {
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly date_of_birth: string;
  readonly signup_message: string;
}

/** Per field, the key of its message in the errors namespace (the API's codes). */
export type SignupFieldErrors = Partial<Record<SignupField, string>>;

/** Parameters the error texts of signup interpolate; the API does not send them. */
export const SIGNUP_ERROR_PARAMS = SIGNUP_LIMIT_PARAMS;

// Deliberately loose: the server has the last word, this only catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The signup rules the form can check before asking the server: an e-mail address, a name that
 * is neither that address nor begins with @, and the limits of signup-rules.ts that the API
 * refuses by too (password length, a real birth date, the minimum age). Whether the address is
 * taken only the server knows.
 */
export function validateSignup(values: SignupValues, today = new Date()): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  const email = values.email.trim().toLowerCase();
  const name = values.name.trim();
  if (!email) errors.email = 'field_required';
  else if (!EMAIL.test(email)) errors.email = 'invalid_email';
  if (!name) errors.name = 'field_required';
  else if (name.toLowerCase() === email) errors.name = 'name_equals_email';
  else if (name.startsWith('@')) errors.name = 'name_starts_with_at';
  if (passwordTooShort(values.password)) errors.password = 'password_too_short';
  if (!values.date_of_birth) errors.date_of_birth = 'field_required';
  else {
    const problem = birthDateProblem(values.date_of_birth, today);
    if (problem) errors.date_of_birth = problem;
  }
  return errors;
}
