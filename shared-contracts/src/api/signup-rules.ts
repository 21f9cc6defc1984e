// Plain values and functions, no schema library: the API refuses by them and the forms
// check by them before asking, so both say the same.

/** Minimum age to sign up, shown as {min_age}+. */
export const SIGNUP_MIN_AGE = 18;
/** A birth date giving an age above this is a typing slip, not a member. */
export const MAX_BIRTH_DATE_AGE = 120;
/** Minimum length of a new password (UTF-16 units, as `String.length` counts). */
export const MIN_PASSWORD_LENGTH = 8;

/** What the texts of these refusals interpolate: `{{min_age}}`, `{{min_length}}`. */
export const SIGNUP_LIMIT_PARAMS = { min_age: SIGNUP_MIN_AGE, min_length: MIN_PASSWORD_LENGTH };

/** Age in whole years on `today` (UTC) of someone born on `birth` (YYYY-MM-DD), or null if no real date. */
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
 * Why a birth date is refused on `today`, or null: not a real date, in the future or over
 * MAX_BIRTH_DATE_AGE years ago (`invalid_birth_date`), or under SIGNUP_MIN_AGE (`too_young`).
 */
export function birthDateProblem(
  birth: string,
  today: Date,
): 'invalid_birth_date' | 'too_young' | null {
  const age = ageOn(birth, today);
  if (age === null || age < 0 || age > MAX_BIRTH_DATE_AGE) return 'invalid_birth_date';
  if (age < SIGNUP_MIN_AGE) return 'too_young';
  return null;
}

/** Whether a new password is too short; the API also refuses guessable ones, which only it checks. */
export const passwordTooShort = (password: string): boolean =>
  password.length < MIN_PASSWORD_LENGTH;

/**
 * The seven signup steps, in order; step n is `SIGNUP_STEPS[n - 1]`. The account
 * (step 1) makes the member; the API keeps the step they are on after that (User.signup_step).
 */
export const SIGNUP_STEPS = [
  'account',
  'photo',
  'location',
  'personal',
  'about',
  'push',
  'confirm',
] as const;
export type SignupStepName = (typeof SIGNUP_STEPS)[number];
/** The step a new account continues at. */
export const FIRST_STEP_AFTER_ACCOUNT = 2;
