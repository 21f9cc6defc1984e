import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, decisionId: number) =>
  createHmac('sha256', secret).update(`statement:${decisionId}`).digest('base64url');

/**
 * The token of a statement's link: `<decisionId>.<mac>`, the mac an HMAC-SHA256 (base64url)
 * of the decision under the mail links' secret. It shows that one statement and takes its one
 * appeal; it has no expiry of its own (the appeal period has).
 */
export function statementToken(secret: string, decisionId: number): string {
  return `${decisionId}.${mac(secret, decisionId)}`;
}

/** The decision a token names, or null for a forged, altered or broken one. */
export function verifyStatementToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const decisionId = Number(match[1]);
  if (!Number.isSafeInteger(decisionId)) return null;
  const expected = Buffer.from(mac(secret, decisionId));
  const actual = Buffer.from(match[2]!);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return decisionId;
}
