import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { DAY, MINUTE, SECOND, addMs } from '../../lib/time';
import type { KnownDevices, PasswordClient } from './known-device';
import type { ThrottleRepository } from './throttle.repository';

/** Failed password checks of one account from one client that go without a delay. */
export const FREE_LOGIN_FAILURES = 2;
export const MAX_LOGIN_DELAY = 15 * MINUTE;
/** Failed password checks of one account, from anywhere, before it locks for strangers. */
export const ACCOUNT_FREE_ATTEMPTS = 10;
/** How long the account then stays locked after each further attempt: doubling, bounded. */
export const ACCOUNT_LOCKS = [1, 2, 4, 8, 15].map((minutes) => minutes * MINUTE);
/** An account's failures are forgotten a day after its last attempt. */
const FAILURE_MEMORY = DAY;
/** How long an attempt holds its client's turn while the password is checked. */
const RESERVATION = 10 * SECOND;

/** The wait before the next attempt after `failures` failed ones: none, then 2 s doubling. */
export const loginDelay = (failures: number): number =>
  failures <= FREE_LOGIN_FAILURES
    ? 0
    : Math.min(2 ** (failures - FREE_LOGIN_FAILURES) * SECOND, MAX_LOGIN_DELAY);

/** A key for an account and a client together that keeps neither the address nor the IP. */
export const clientKey = (email: string, client: string): string =>
  createHash('sha256').update(`${email}\n${client}`).digest('base64url');

/** The key of an account's failures from any client (a client is never named '*'). */
const accountKey = (email: string) => clientKey(email, '*');

const loginDelayed = (ms: number) =>
  new AppError(429, 'login_delayed', { seconds: Math.max(1, Math.ceil(ms / SECOND)) });
const accountLocked = (ms: number) =>
  new AppError(429, 'too_many_attempts', { minutes: Math.max(1, Math.ceil(ms / MINUTE)) });

/**
 * Every check of a password someone types (a login, the current password of a change or a
 * deletion) goes through two budgets, both counted before the hash is checked:
 * - per account and client: two failures go free, then each waits twice as long (2 s up to
 *   15 minutes); a client's turn is reserved, so its parallel guesses wait;
 * - per account from anywhere: ten attempts, then the account locks for 1, 2, 4, 8 and at
 *   most 15 minutes after each further one, so guesses from many addresses are few.
 * A browser with the account's device cookie is the owner's: the account's lock (which a
 * stranger can cause) does not apply to it, and its own failures count under its cookie.
 */
export class PasswordGuard {
  constructor(
    private readonly throttle: ThrottleRepository,
    private readonly devices: KnownDevices,
    private readonly now: () => Date,
  ) {}

  /**
   * Runs `check` when both budgets allow it and counts its outcome; answers 429
   * `login_delayed` or `too_many_attempts` instead. Returns whether the password was right.
   */
  async attempt(
    account: { email: string; userId: number | null },
    client: PasswordClient,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    const { throttle } = this;
    const now = this.now();
    const nonce =
      account.userId === null ? null : await this.devices.nonceFor(client.device, account.userId);
    const key = clientKey(account.email, nonce === null ? client.ip : `device:${nonce}`);
    const slot = await throttle.reserveLogin(key, now.toISOString(), addMs(now, RESERVATION));
    if ('retryAt' in slot) throw loginDelayed(Date.parse(slot.retryAt) - now.getTime());

    const shared = nonce === null ? accountKey(account.email) : null;
    let lockedUntil: string | null = null;
    if (shared !== null) {
      const counted = await throttle.countAccountAttempt(shared, {
        now: now.toISOString(),
        forgetBefore: addMs(now, -FAILURE_MEMORY),
        free: ACCOUNT_FREE_ATTEMPTS,
        lockUntil: ACCOUNT_LOCKS.map((ms) => addMs(now, ms)),
      });
      if ('retryAt' in counted) {
        // Nothing was checked: this client's turn is given back.
        await throttle.releaseLogin(key, now.toISOString());
        throw accountLocked(Date.parse(counted.retryAt) - now.getTime());
      }
      lockedUntil = counted.lockedUntil;
    }

    const ok = await check();
    const done = this.now();
    if (ok) {
      await throttle.loginSucceeded(key);
      if (shared !== null) await throttle.uncountAccountAttempt(shared);
      return true;
    }
    // A client's failures older than a day are forgotten.
    const previous = done.getTime() - Date.parse(slot.updatedAt) > DAY ? 0 : slot.failures;
    const failures = previous + 1;
    const delay = loginDelay(failures);
    await throttle.loginFailed(key, failures, addMs(done, delay), done.toISOString());
    const lock = lockedUntil === null ? 0 : Date.parse(lockedUntil) - done.getTime();
    if (lock > delay) throw accountLocked(lock);
    if (delay > 0) throw loginDelayed(delay);
    return false;
  }
}
