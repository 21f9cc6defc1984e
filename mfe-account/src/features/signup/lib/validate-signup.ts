import { MIN_PASSWORD_LENGTH, SIGNUP_MIN_AGE } from '@dating/shared-contracts';

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
export const SIGNUP_ERROR_PARAMS = { min_age: SIGNUP_MIN_AGE, min_length: MIN_PASSWORD_LENGTH };

// Deliberately loose: the server has the last word, this only catches typing slips.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Age in whole years on `today` of someone born on `birth` (YYYY-MM-DD), or null if not a date. */
export function ageOn(birth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * The signup rules the form can check before asking the server: an e-mail address, a name that
 * is neither that address nor begins with @, a long enough password, a real birth date and the
 * minimum age. Whether the address is taken only the server knows.
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
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'password_too_short';
  if (!values.date_of_birth) errors.date_of_birth = 'field_required';
  else {
    const age = ageOn(values.date_of_birth, today);
    if (age === null || age < 0 || age > 120) errors.date_of_birth = 'invalid_birth_date';
    else if (age < SIGNUP_MIN_AGE) errors.date_of_birth = 'too_young';
  }
  return errors;
}
