import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';
import { appSecret } from '../../db/app-secrets.repository';
import type { Db } from '../../db/database';

const SECRET_NAME = 'media_url_key';
/** How long a signed link works at least. */
const LIFETIME_S = 60 * 60;
/**
 * Expiry is rounded up to this step, so one viewer gets the same URL for a while and the
 * browser's cache keeps working across profile views.
 */
const STEP_S = 10 * 60;

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signed, expiring links to private media (`/media/private/...?expires=&sig=`): an HMAC of
 * key and expiry under a server secret, so any instance can check a link without a lookup.
 */
export class MediaSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => Date,
  ) {}

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  /** The path and query of a link to the key that works for at least an hour. */
  signedPath(key: string): string {
    const nowS = Math.floor(this.now().getTime() / 1000);
    const expires = Math.ceil((nowS + LIFETIME_S) / STEP_S) * STEP_S;
    return `/media/${key}?expires=${expires}&sig=${this.signature(key, expires)}`;
  }

  check(key: string, expiresRaw: unknown, sigRaw: unknown): SignatureCheck {
    if (typeof expiresRaw !== 'string' || typeof sigRaw !== 'string') return 'invalid';
    if (!/^[0-9]{1,12}$/.test(expiresRaw)) return 'invalid';
    const expires = Number(expiresRaw);
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(sigRaw);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= this.now().getTime() ? 'expired' : 'valid';
  }

  /** Seconds until a checked link expires (for its Cache-Control). */
  secondsLeft(expiresRaw: string): number {
    return Math.max(0, Number(expiresRaw) - Math.floor(this.now().getTime() / 1000));
  }
}

/**
 * The signer with the secret generated the first time any instance started on this database
 * (kept in app_secrets, like the VAPID keys), so every instance accepts every link.
 */
export async function resolveMediaSigner(
  db: Db,
  config: Pick<AppConfig, 'now'>,
): Promise<MediaSigner> {
  const secret = await appSecret(
    db,
    SECRET_NAME,
    () => randomBytes(32).toString('base64url'),
    config.now(),
  );
  return new MediaSigner(Buffer.from(secret, 'base64url'), config.now);
}
