import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ApiErrorCode } from '@dating/shared-contracts/api';
import type { FieldError } from '../../lib/app-error';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The 49,000 most common passwords of leaked lists (zxcvbn-ts), compared without case:
 * the first ones an attacker tries, whatever the rate limits.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[]).filter((p) => p.length >= MIN_PASSWORD_LENGTH),
);

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): ApiErrorCode | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'password_too_short';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'password_too_common';
  return null;
}

/** argon2id with the library defaults (19 MiB, 2 passes: the OWASP baseline). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a fixed hash when the e-mail is unknown keeps the answer time the same,
// so timing does not reveal which addresses have an account.
let dummyHash: Promise<string> | null = null;
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

export function newPasswordErrors(password: string, repeat: string): FieldError[] {
  const errors: FieldError[] = [];
  const problem = passwordProblem(password);
  if (problem) errors.push({ field: 'password', messageKey: problem });
  if (password !== repeat)
    errors.push({ field: 'password_repeat', messageKey: 'passwords_not_equal' });
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const isValidEmail = (email: string): boolean => EMAIL.test(email) && email.length <= 254;
