import { FIRST_STEP_AFTER_ACCOUNT } from '@dating/shared-contracts/api';
import { compileOnce } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/database.types';
import { forgetUser } from './session.repository';

/** A user row with its own profile and main image, as the user answer needs it. */
export interface UserRecord {
  id: number;
  email: string;
  password_hash: string;
  status: UserTable['status'];
  credits: number;
  paid_user: boolean;
  language: string;
  /** The domain of the site the member signed up on (null: the default site). */
  site_domain: string | null;
  /**
   * What the session reports as disabled: why every e-mail notification is off (bounce,
   * spam_complaint, unsubscribe), then the mail categories a mail's unsubscribe link switched
   * off since the member last set them in the settings.
   */
  notifications_disabled: string[];
  /** Statements of reasons sent and not yet read in the product. */
  unread_decisions: number;
  invisible: boolean;
  signup_date: string;
  signup_step: number | null;
  invited_by_profile_id: number | null;
  profile: {
    id: number;
    name: string;
    country: string;
    status: 'active' | 'disabled';
    gender: 'male' | 'female';
    city: string | null;
    region: string | null;
    birth_date: string;
    main_image: {
      filename: string | null;
      thumb_filename: string | null;
      match_filename: string | null;
    };
  };
}

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

function baseQuery(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('images', 'images.id', 'profiles.main_image_id')
    .select([
      'users.id',
      'users.email',
      'users.password_hash',
      'users.status',
      'users.credits',
      'users.paid_user',
      'users.language',
      'users.site_domain',
      'users.notifications_disabled',
      'users.mail_unsubscribed',
      'users.unread_decisions',
      'users.invisible',
      'users.signup_date',
      'users.signup_step',
      'users.invited_by_profile_id',
      'profiles.id as profile_id',
      'profiles.name',
      'profiles.country',
      'profiles.status as profile_status',
      'profiles.gender',
      'profiles.city',
      'profiles.region',
      'profiles.birth_date',
      'images.filename',
      'images.thumb_filename',
      'images.match_filename',
    ]);
}

// Every logged-in GET /api/user.php runs this one: compiled once (see compiled-query.ts).
const userById = compileOnce<{ id: number }, UserRow>((db, slot) =>
  baseQuery(db).where('users.id', '=', slot('id')),
);

/** A stored JSON list of names; most members' are empty, which needs no parsing. */
const listOf = (json: string): string[] => (json === '[]' ? [] : (JSON.parse(json) as string[]));

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>>;

export class UserRepository {
  constructor(private readonly db: Db) {}

  private static toRecord(row: UserRow): UserRecord {
    return {
      id: row.id,
      email: row.email,
      password_hash: row.password_hash,
      status: row.status,
      credits: row.credits,
      paid_user: row.paid_user === 1,
      language: row.language,
      site_domain: row.site_domain,
      notifications_disabled: [
        ...listOf(row.notifications_disabled),
        ...listOf(row.mail_unsubscribed),
      ],
      invisible: row.invisible === 1,
      unread_decisions: row.unread_decisions,
      signup_date: row.signup_date,
      signup_step: row.signup_step,
      invited_by_profile_id: row.invited_by_profile_id,
      profile: {
        id: row.profile_id,
        name: row.name,
        country: row.country,
        // A profile a moderator keeps out of sight is, to its member, not visible.
        status: row.profile_status === 'restricted' ? 'disabled' : row.profile_status,
        gender: row.gender,
        city: row.city,
        region: row.region,
        birth_date: row.birth_date,
        main_image: {
          filename: row.filename,
          thumb_filename: row.thumb_filename,
          match_filename: row.match_filename,
        },
      },
    };
  }

  async findById(id: number): Promise<UserRecord | null> {
    const [row] = await userById(this.db, { id });
    return row ? UserRepository.toRecord(row) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await baseQuery(this.db).where('users.email', '=', email).executeTakeFirst();
    return row ? UserRepository.toRecord(row) : null;
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
