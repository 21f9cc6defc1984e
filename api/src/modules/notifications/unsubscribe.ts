import { createHmac, timingSafeEqual } from 'node:crypto';

import { MAIL_CATEGORIES, type MailCategory } from '@dating/shared-contracts/api';

/** The preference keys a notification mail belongs to (decision 0130), one per mail. */
export { MAIL_CATEGORIES, type MailCategory };

export const isMailCategory = (value: string): value is MailCategory =>
  (MAIL_CATEGORIES as readonly string[]).includes(value);

const mac = (secret: string, userId: number, category: MailCategory) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url');

/**
 * The token of a member's unsubscribe link for one category: `<userId>.<category>.<mac>`, the
 * mac an HMAC-SHA256 (base64url) of both. It has no expiry (a mail of last year must still
 * unsubscribe) and can only switch that one category off.
 */
export function unsubscribeToken(secret: string, userId: number, category: MailCategory): string {
  return `${userId}.${category}.${mac(secret, userId, category)}`;
}

/** Whom and what a token unsubscribes, or null for a forged, altered or broken one. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; category: MailCategory } | null {
  const match = /^([1-9]\d{0,15})\.([a-z_]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, category, given] = match as unknown as [string, string, string, string];
  if (!isMailCategory(category)) return null;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(mac(secret, userId, category));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, category };
}

export interface UnsubscribeLinks {
  /** The link in the mail's body: our page, which asks before it changes anything. */
  readonly pageUrl: string;
  /** Where a mail client's one-click button posts (RFC 8058). */
  readonly oneClickUrl: string;
  /** The headers of a notification mail of this category. */
  readonly headers: {
    readonly 'List-Unsubscribe': string;
    readonly 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click';
  };
}

/** The unsubscribe links and headers of a member's mail of one category, under a site's address. */
export function unsubscribeLinks(
  baseUrl: string,
  secret: string,
  userId: number,
  category: MailCategory,
): UnsubscribeLinks {
  const base = baseUrl.replace(/\/$/, '');
  const token = encodeURIComponent(unsubscribeToken(secret, userId, category));
  const oneClickUrl = `${base}/api/unsubscribe.php?token=${token}`;
  return {
    pageUrl: `${base}/unsubscribe?token=${token}`,
    oneClickUrl,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
