import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or an e-mail link; only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A session's public id: what its owner's sessions list names it by, never its hash. */
export const newSessionPublicId = (): string => randomBytes(12).toString('base64url');
