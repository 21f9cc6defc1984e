import type { Db } from '../../db/database';

/** Failed logins per account and client, and reset mails per address and client. */
export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  /**
   * Reserves the next login attempt of `key` when its delay has passed, in one conditional
   * update, so parallel guesses cannot all be checked: the reservation holds until
   * `reservedUntil`, when the attempt's outcome sets the real next moment. Returns the
   * failures so far, or the moment the next attempt is allowed.
   */
  async reserveLogin(
    key: string,
    now: string,
    reservedUntil: string,
  ): Promise<{ failures: number; updatedAt: string } | { retryAt: string }> {
    await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 0, next_attempt_at: now, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const reserved = await this.db
      .updateTable('login_throttle')
      .set({ next_attempt_at: reservedUntil })
      .where('key', '=', key)
      .where('next_attempt_at', '<=', now)
      .returning(['failures', 'updated_at'])
      .executeTakeFirst();
    if (reserved) return { failures: reserved.failures, updatedAt: reserved.updated_at };
    const row = await this.db
      .selectFrom('login_throttle')
      .select('next_attempt_at')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return { retryAt: row.next_attempt_at };
  }

  async loginFailed(key: string, failures: number, nextAttemptAt: string, now: string) {
    await this.db
      .updateTable('login_throttle')
      .set({ failures, next_attempt_at: nextAttemptAt, updated_at: now })
      .where('key', '=', key)
      .execute();
  }

  async loginSucceeded(key: string) {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }

  async recordResetRequest(email: string, clientKey: string, now: string) {
    await this.db
      .insertInto('password_reset_requests')
      .values({ email, client_key: clientKey, created_at: now })
      .execute();
  }

  /** Reset mails asked for the address since `since`: by this client, and by anyone. */
  async resetRequestsSince(email: string, clientKey: string, since: string) {
    const rows = await this.db
      .selectFrom('password_reset_requests')
      .select(['client_key'])
      .where('email', '=', email)
      .where('created_at', '>', since)
      .execute();
    return {
      byClient: rows.filter((row) => row.client_key === clientKey).length,
      byAnyone: rows.length,
    };
  }
}
