import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A moment far enough in the past that any wait or window measured from it is over. */
const LONG_AGO = '1970-01-01T00:00:00.000Z';

/**
 * Failed logins per account and client, the failures of an account from anywhere, and the
 * budgets of reset mails. Each check-and-count is one conditional statement, so parallel
 * requests cannot all pass a check before any of them is counted.
 */
export class ThrottleRepository {
  constructor(private readonly db: Db) {}

  private async ensureLoginRow(key: string, now: string) {
    await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 0, next_attempt_at: LONG_AGO, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  private async nextAttemptAt(key: string): Promise<string> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('next_attempt_at')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.next_attempt_at;
  }

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
    await this.ensureLoginRow(key, now);
    const reserved = await this.db
      .updateTable('login_throttle')
      .set({ next_attempt_at: reservedUntil })
      .where('key', '=', key)
      .where('next_attempt_at', '<=', now)
      .returning(['failures', 'updated_at'])
      .executeTakeFirst();
    if (reserved) return { failures: reserved.failures, updatedAt: reserved.updated_at };
    return { retryAt: await this.nextAttemptAt(key) };
  }

  /** Gives back a reservation that checked nothing: the next attempt may come at once. */
  async releaseLogin(key: string, now: string) {
    await this.db
      .updateTable('login_throttle')
      .set({ next_attempt_at: now })
      .where('key', '=', key)
      .execute();
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

  /**
   * Counts an attempt on an account before its password is checked, when the account's
   * next attempt is due. The first `free` attempts leave the account open; from the last
   * free one on, each attempt sets the next allowed moment to `lockUntil[n]` (n = attempts
   * past the free ones, the last entry for every later one). Counts are forgotten when the
   * last attempt is older than `forgetBefore`. Returns the attempts counted so far, or the
   * moment the next attempt is allowed.
   */
  async countAccountAttempt(
    key: string,
    options: { now: string; forgetBefore: string; free: number; lockUntil: string[] },
  ): Promise<{ attempts: number; lockedUntil: string | null } | { retryAt: string }> {
    const { now, forgetBefore, free, lockUntil } = options;
    await this.ensureLoginRow(key, now);
    await this.db
      .updateTable('login_throttle')
      .set({ failures: 0 })
      .where('key', '=', key)
      .where('updated_at', '<=', forgetBefore)
      .execute();
    // The right-hand sides see the row as it was: `failures + 1` is this attempt's number.
    const steps = lockUntil
      .slice(0, -1)
      .map((until, n) => sql`when failures + 1 = ${free + n} then ${until}`);
    const next = sql<string>`case when failures + 1 < ${free} then next_attempt_at ${sql.join(
      steps,
      sql` `,
    )} else ${lockUntil.at(-1)!} end`;
    const counted = await this.db
      .updateTable('login_throttle')
      .set((eb) => ({
        failures: eb('failures', '+', 1),
        next_attempt_at: next,
        updated_at: now,
      }))
      .where('key', '=', key)
      .where('next_attempt_at', '<=', now)
      .returning(['failures', 'next_attempt_at'])
      .executeTakeFirst();
    if (counted) {
      const locked = counted.next_attempt_at > now ? counted.next_attempt_at : null;
      return { attempts: counted.failures, lockedUntil: locked };
    }
    return { retryAt: await this.nextAttemptAt(key) };
  }

  /** Takes back an attempt counted on an account whose password turned out right. */
  async uncountAccountAttempt(key: string) {
    await this.db
      .updateTable('login_throttle')
      .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
      .where('key', '=', key)
      .execute();
  }

  /**
   * Uses `key`'s budget once when it allows: fewer than `max` uses in the window that began
   * after `windowStart` (a new window begins at the first use after it), or, with `spacedFrom`,
   * no use since that moment. Returns whether it was used.
   */
  async takeBudget(
    key: string,
    options: { now: string; windowStart: string; max: number; spacedFrom?: string },
  ): Promise<boolean> {
    const { now, windowStart, max, spacedFrom } = options;
    await this.db
      .insertInto('request_budgets')
      .values({ key, used: 0, window_started_at: now, last_used_at: LONG_AGO })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const expired = sql<boolean>`window_started_at <= ${windowStart}`;
    const taken = await this.db
      .updateTable('request_budgets')
      .set({
        used: sql`case when ${expired} then 1 else used + 1 end`,
        window_started_at: sql`case when ${expired} then ${now} else window_started_at end`,
        last_used_at: now,
      })
      .where('key', '=', key)
      .where((eb) =>
        eb.or([
          eb('window_started_at', '<=', windowStart),
          eb('used', '<', max),
          ...(spacedFrom === undefined ? [] : [eb('last_used_at', '<=', spacedFrom)]),
        ]),
      )
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }
}
