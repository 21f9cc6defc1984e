import { FIRST_STEP_AFTER_ACCOUNT } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/database.types';
import { forgetUser } from './session.repository';
import { userRecordByEmail, userRecordById, type UserRecord } from './user-record.query';

export type { UserRecord } from './user-record.query';

export interface NewUser {
  email: string;
  passwordHash: string;
  language: string;
  /** The site the account is made on. */
  siteDomain: string;
  name: string;
  gender: 'male' | 'female';
  birthDate: string;
  country: string;
  about: string | null;
  /** The profile whose invite page the account is made on. */
  invitedBy: number | null;
  now: string;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRecord | null> {
    return userRecordById(this.db, id);
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return userRecordByEmail(this.db, email);
  }

  async emailExists(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Creates the user, its (disabled) profile and default notification preferences: three
   * writes, so the caller runs it in a unit of work.
   */
  async create(input: NewUser): Promise<number> {
    const user = await this.db
      .insertInto('users')
      .values({
        email: input.email,
        password_hash: input.passwordHash,
        status: 'not_confirmed',
        credits: 0,
        paid_user: 0,
        language: input.language,
        site_domain: input.siteDomain,
        notifications_disabled: '[]',
        invisible: 0,
        signup_date: input.now,
        signup_step: FIRST_STEP_AFTER_ACCOUNT,
        invited_by_profile_id: input.invitedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        name: input.name,
        gender: input.gender,
        birth_date: input.birthDate,
        country: input.country,
        about: input.about,
        status: 'disabled',
        is_fictional: 0,
        created_at: input.now,
      })
      .execute();
    await this.db.insertInto('notification_preferences').values({ user_id: user.id }).execute();
    return user.id;
  }

  async update(
    id: number,
    values: Partial<
      Pick<
        UserTable,
        | 'status'
        | 'language'
        | 'invisible'
        | 'password_hash'
        | 'email'
        | 'activated_at'
        | 'deleted_at'
        | 'last_seen_at'
        | 'signup_step'
        | 'notifications_disabled'
      >
    >,
  ): Promise<void> {
    await this.db.updateTable('users').set(values).where('id', '=', id).execute();
    // A session remembers its user's status (activated routes, deleted accounts).
    if (values.status !== undefined) forgetUser(id);
  }

  /** Whether a profile may invite visitors: it exists and is shown (not disabled or deleted). */
  async canInvite(profileId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', profileId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The member's own switch; a profile a moderator restricted stays restricted. */
  async setProfileStatus(userId: number, status: 'active' | 'disabled'): Promise<void> {
    await this.db
      .updateTable('profiles')
      .set({ status })
      .where('user_id', '=', userId)
      .where('status', '!=', 'restricted')
      .execute();
  }

  async addTracking(userId: number, tracking: Record<string, string | undefined>, now: string) {
    await this.db
      .insertInto('tracking_records')
      .values({
        user_id: userId,
        network: tracking.network ?? null,
        ref: tracking.ref ?? null,
        sub1: tracking.sub1 ?? null,
        sub2: tracking.sub2 ?? null,
        sub3: tracking.sub3 ?? null,
        created_at: now,
      })
      .execute();
  }

  async recordDeletion(
    userId: number,
    reasons: string[],
    comment: string | null,
    now: string,
    until: string,
  ) {
    await this.db
      .insertInto('account_deletions')
      .values({
        user_id: userId,
        reasons: JSON.stringify(reasons),
        comment,
        deleted_at: now,
        reactivate_until: until,
      })
      .execute();
  }

  async wasActivated(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('activated_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.activated_at);
  }

  async markReactivated(userId: number, now: string) {
    await this.db
      .updateTable('account_deletions')
      .set({ reactivated_at: now })
      .where('user_id', '=', userId)
      .where('reactivated_at', 'is', null)
      .execute();
  }
}
