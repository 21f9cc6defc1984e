import type { Db } from '../../db/database';
import type { StaffRole } from './staff-roles';

/** The signed-in staff member of a session, with the roles the account holds now. */
export interface StaffPrincipal {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
}

/** The password step's tokens and the staff console's sessions, both kept as hashes. */
export class StaffSessionRepository {
  constructor(private readonly db: Db) {}

  /** An enabled account's sign-in facts by e-mail. */
  async signInFacts(email: string) {
    return this.db
      .selectFrom('staff_accounts')
      .select(['id', 'password_hash', 'disabled_at'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  async insertLoginToken(idHash: string, staffId: number, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('staff_login_tokens')
      .values({ id_hash: idHash, staff_id: staffId, expires_at: expiresAt })
      .execute();
  }

  /** The account a live token is for, with its e-mail (the guard's key). */
  async loginToken(idHash: string, now: string) {
    return this.db
      .selectFrom('staff_login_tokens')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_login_tokens.staff_id')
      .select(['staff_login_tokens.staff_id', 'staff_accounts.email'])
      .where('staff_login_tokens.id_hash', '=', idHash)
      .where('staff_login_tokens.expires_at', '>', now)
      .where('staff_accounts.disabled_at', 'is', null)
      .executeTakeFirst();
  }

  /** Uses a token up: true for the one caller that removed it. */
  async takeLoginToken(idHash: string): Promise<boolean> {
    const taken = await this.db
      .deleteFrom('staff_login_tokens')
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    return Number(taken.numDeletedRows) === 1;
  }

  async deleteExpiredLoginTokens(now: string): Promise<void> {
    await this.db.deleteFrom('staff_login_tokens').where('expires_at', '<=', now).execute();
  }

  async insertSession(values: {
    idHash: string;
    staffId: number;
    now: string;
    ip: string | null;
    userAgent: string | null;
  }): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({
        id_hash: values.idHash,
        staff_id: values.staffId,
        created_at: values.now,
        last_seen_at: values.now,
        ip: values.ip,
        user_agent: values.userAgent,
      })
      .execute();
  }

  /** A session of an enabled account, with the account as it is now. */
  async session(idHash: string) {
    return this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_sessions.staff_id')
      .select([
        'staff_sessions.created_at',
        'staff_sessions.last_seen_at',
        'staff_accounts.id',
        'staff_accounts.email',
        'staff_accounts.name',
        'staff_accounts.roles',
      ])
      .where('staff_sessions.id_hash', '=', idHash)
      .where('staff_accounts.disabled_at', 'is', null)
      .executeTakeFirst();
  }

  async touchSession(idHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
  }
}
