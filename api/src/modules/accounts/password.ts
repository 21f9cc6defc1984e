import { hash, verify } from '@node-rs/argon2';
import { passwordTooShort, type ApiErrorCode } from '@dating/shared-contracts/api';
import type { FieldError } from '../../lib/app-error';
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength';

/** What a member is known by, which their password must not be made of. */
export interface PasswordOwner {
  name: string;
  email: string;
}

/** Parts of a name or e-mail address this short are too common to refuse inside a password. */
const MIN_PERSONAL_PART = 3;

/** The name, its words, the address, its local part and that part's pieces, in lower case. */
function personalParts({ name, email }: PasswordOwner): string[] {
  const lowerName = name.trim().toLowerCase();
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  return [
    lowerName.replace(/\s+/g, ''),
    ...lowerName.split(/\s+/),
    email.trim().toLowerCase(),
    local,
    ...local.split(/[._+-]+/),
  ].filter((part) => part.length >= MIN_PERSONAL_PART);
}

/**
 * Why a new password is refused, or null: too short; made of the member's name or address
 * (easy to try for whoever knows them); or guessable by zxcvbn-ts (a score under 3 over
 * leaked passwords, names and words of our languages, keyboard patterns, repeats and dates).
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
): Promise<ApiErrorCode | null> {
  if (passwordTooShort(password)) return 'password_too_short';
  const parts = personalParts(owner);
  const squeezed = password.toLowerCase().replace(/\s+/g, '');
  if (parts.some((part) => squeezed.includes(part))) return 'password_contains_personal_info';
  if ((await passwordScore(password, parts)) < MIN_PASSWORD_SCORE) return 'password_too_common';
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

export async function newPasswordErrors(
  password: string,
  repeat: string,
  owner: PasswordOwner,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const problem = await passwordProblem(password, owner);
  if (problem) errors.push({ field: 'password', messageKey: problem });
  if (password !== repeat)
    errors.push({ field: 'password_repeat', messageKey: 'passwords_not_equal' });
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const isValidEmail = (email: string): boolean => EMAIL.test(email) && email.length <= 254;
