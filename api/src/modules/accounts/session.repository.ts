import type { Db } from '../../db/database';

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async create(idHash: string, userId: number, now: string, expiresAt: string) {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: idHash,
        user_id: userId,
        created_at: now,
        expires_at: expiresAt,
        last_seen_at: now,
      })
      .execute();
  }

  /** The user id of a live session, or null. */
  async findUserId(idHash: string, now: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select('user_id')
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  async markHidden(idHash: string, now: string) {
    await this.db
      .updateTable('sessions')
      .set({ hidden_at: now, last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async delete(idHash: string) {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteAllForUser(userId: number) {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}

export class LoginAttemptRepository {
  constructor(private readonly db: Db) {}

  async record(email: string, succeeded: boolean, now: string) {
    await this.db
      .insertInto('login_attempts')
      .values({ email, succeeded: succeeded ? 1 : 0, created_at: now })
      .execute();
  }

  /** Failed attempts since `since`, newest first. */
  async failuresSince(email: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('login_attempts')
      .select('created_at')
      .where('email', '=', email)
      .where('succeeded', '=', 0)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => r.created_at);
  }

  async recordResetRequest(email: string, now: string) {
    await this.db
      .insertInto('password_reset_requests')
      .values({ email, created_at: now })
      .execute();
  }

  async resetRequestsSince(email: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('password_reset_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
