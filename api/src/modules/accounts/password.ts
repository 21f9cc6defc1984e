import { hash, verify } from '@node-rs/argon2';
import type { FieldError } from '../../lib/app-error';

export const MIN_PASSWORD_LENGTH = 8;

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
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', messageKey: 'password_too_short' });
  }
  if (password !== repeat)
    errors.push({ field: 'password_repeat', messageKey: 'passwords_not_equal' });
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const isValidEmail = (email: string): boolean => EMAIL.test(email) && email.length <= 254;
