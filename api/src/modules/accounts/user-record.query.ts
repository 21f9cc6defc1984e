import { compileOnce } from '../../db/compiled-query';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/database.types';

// The member's own record as the user answer reads it, for UserRepository's finds.

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

function recordQuery(db: Db) {
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
  recordQuery(db).where('users.id', '=', slot('id')),
);

/** A stored JSON list of names; most members' are empty, which needs no parsing. */
const listOf = (json: string): string[] => (json === '[]' ? [] : (JSON.parse(json) as string[]));

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirst']>>>;

function toRecord(row: UserRow): UserRecord {
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

/** The user with this id, or null. */
export async function userRecordById(db: Db, id: number): Promise<UserRecord | null> {
  const [row] = await userById(db, { id });
  return row ? toRecord(row) : null;
}

/** The user with this (normalised) e-mail address, or null. */
export async function userRecordByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const row = await recordQuery(db).where('users.email', '=', email).executeTakeFirst();
  return row ? toRecord(row) : null;
}
