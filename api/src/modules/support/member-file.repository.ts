import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** How many rows of the credit ledger a member's file shows. */
const LEDGER_ROWS = 100;

const MEMBER_COLUMNS = [
  'users.id',
  'users.email',
  'users.status',
  'users.credits',
  'users.paid_user',
  'users.language',
  'users.signup_date',
  'users.site_domain',
  'profiles.id as profile_id',
  'profiles.name',
  'profiles.status as profile_status',
] as const;

/** Escapes LIKE's wildcards, so that a typed `%` or `_` is only itself. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What support and finance read of a member (decision 0162); only reads. */
export class MemberFileRepository {
  constructor(private readonly db: Db) {}

  private members() {
    return this.db
      .selectFrom('users')
      .leftJoin('profiles', 'profiles.user_id', 'users.id')
      .select(MEMBER_COLUMNS);
  }

  /**
   * Members whose e-mail address starts with `q` (which takes the exact address too), whose
   * name starts with it, whatever the case, or whose account or profile id it is; the exact
   * address first, then by id.
   */
  async search(q: string, limit: number) {
    const lower = q.toLowerCase();
    const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
    return this.members()
      .where((eb) =>
        eb.or([
          eb(sql`lower(users.email)`, 'like', sql`${likePrefix(lower)} escape '\\'`),
          eb(sql`lower(profiles.name)`, 'like', sql`${likePrefix(lower)} escape '\\'`),
          ...(id === null ? [] : [eb('users.id', '=', id), eb('profiles.id', '=', id)]),
        ]),
      )
      .orderBy(sql`case when lower(users.email) = ${lower} then 0 else 1 end`)
      .orderBy('users.id')
      .limit(limit)
      .execute();
  }

  async member(userId: number) {
    return this.members().where('users.id', '=', userId).executeTakeFirst();
  }

  /** The member's sessions, newest first; never their ids or hashes. */
  async sessions(userId: number) {
    return this.db
      .selectFrom('sessions')
      .select(['created_at', 'last_seen_at', 'user_agent'])
      .where('user_id', '=', userId)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  async payments(userId: number) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  async ledger(userId: number) {
    return this.db
      .selectFrom('credit_ledger')
      .select(['id', 'created_at', 'amount', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(LEDGER_ROWS)
      .execute();
  }

  /** Moderators' decisions on the member's profile, newest first. */
  async decisions(profileId: number) {
    return this.db
      .selectFrom('moderation_decisions')
      .select(['id', 'action', 'ground', 'decided_at', 'undone_at', 'reversed_at'])
      .where('subject_profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .execute();
  }
}
