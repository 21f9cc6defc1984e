// Plain values, no schema library: the front ends import them at run time.

/** Minimum age to sign up, shown as {min_age}+ (spec section 5). */
export const SIGNUP_MIN_AGE = 18;
/** Minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 8;
