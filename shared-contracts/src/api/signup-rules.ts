// Plain values, no schema library: the front ends import them at run time.

/** Minimum age to sign up, shown as {min_age}+. */
export const SIGNUP_MIN_AGE = 18;
/** Minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 8;

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
