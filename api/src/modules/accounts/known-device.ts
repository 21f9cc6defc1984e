import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { appSecret } from '../../db/app-secrets.repository';
import { DAY } from '../../lib/time';

/** The cookie that marks a browser where a member has logged in before. */
export const DEVICE_COOKIE = 'dev';
export const DEVICE_COOKIE_TTL = 365 * DAY;

/** Who is trying a password: the client's address and the browser's device cookie. */
export interface PasswordClient {
  ip: string;
  device: string | null;
}

/**
 * Device cookies: `<user id>.<nonce>.<HMAC of both>`, issued where a member proved the
 * password or the mailbox. A browser holding one of the account is the owner's, so the
 * account's budget of failed logins (which strangers can use up) does not apply to it; its
 * own failures count under its nonce instead of its address. Only the app's secret can make
 * one, and nothing is stored per device.
 */
export class KnownDevices {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private secret(): Promise<Buffer> {
    this.key ??= appSecret(
      this.db,
      'device-cookie-key',
      () => randomBytes(32).toString('base64url'),
      this.now(),
    ).then((value) => Buffer.from(value, 'base64url'));
    return this.key;
  }

  private async mac(body: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update(body)
      .digest();
  }

  async issue(userId: number): Promise<string> {
    const body = `${userId}.${randomBytes(16).toString('base64url')}`;
    return `${body}.${(await this.mac(body)).toString('base64url')}`;
  }

  /** The nonce of a valid cookie of `userId`'s account, or null. */
  async nonceFor(cookie: string | null, userId: number): Promise<string | null> {
    if (!cookie || cookie.length > 200) return null;
    const [id, nonce, mac, ...rest] = cookie.split('.');
    if (rest.length > 0 || !nonce || !mac || id !== String(userId)) return null;
    const expected = await this.mac(`${id}.${nonce}`);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }
}
