import type { Kysely } from 'kysely';
import type { Database } from '../database.types';

/** The development console's admin (README): never made by a production seed. */
export const STAFF_DEMO = {
  email: 'admin@liefdevol.test',
  name: 'Demo Admin',
  password: 'staff-password-1',
  /** Base32, as an authenticator app takes it. */
  totpSecret: 'LIEFDEVOLSTAFFDEMOSECRET234567AB',
} as const;

/**
 * A staff admin holding every role, and work waiting in the moderators' inbox: two members'
 * reports, a notice from a visitor and a pending photo, so that the console shows something
 * at once. The reporters are seeded profiles, never the demo member.
 */
export async function seedStaffDemo(
  db: Kysely<Database>,
  input: {
    passwordHash: string;
    profileIds: readonly number[];
    photo: { filename: string; thumb_filename: string; match_filename: string } | null;
    now: string;
  },
) {
  await db
    .insertInto('staff_accounts')
    .values({
      email: STAFF_DEMO.email,
      name: STAFF_DEMO.name,
      password_hash: input.passwordHash,
      totp_secret: STAFF_DEMO.totpSecret,
      roles: JSON.stringify(['admin', 'moderator', 'operator', 'support', 'finance']),
      created_at: input.now,
    })
    .execute();
  const [a, b, c, d] = input.profileIds;
  if (d === undefined) return;
  await db
    .insertInto('reports')
    .values([
      {
        reporter_profile_id: a!,
        profile_id: b!,
        reason: 'scam',
        text: 'Vroeg na twee berichten om geld voor een vliegticket.',
        status: 'open',
        created_at: input.now,
        closed_at: null,
      },
      {
        reporter_profile_id: c!,
        profile_id: d,
        reason: 'fake_profile',
        text: 'De foto’s zijn van een bekende actrice.',
        status: 'open',
        created_at: input.now,
        closed_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('complaints')
    .values({
      reference: 'KL-SEED-2345',
      idempotency_key: 'seed-complaint-1',
      category: 'fake_profile_or_scam',
      target: String(b),
      target_profile_id: b!,
      target_url: null,
      explanation: 'Dit profiel vraagt leden om geld en gebruikt foto’s van iemand anders.',
      email: 'melder@example.nl',
      name: 'Anna de Vries',
      language: 'nl',
      reporter_user_id: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  if (input.photo) {
    await db
      .insertInto('images')
      .values({
        profile_id: c!,
        filename: input.photo.filename,
        thumb_filename: input.photo.thumb_filename,
        match_filename: input.photo.match_filename,
        status: 'pending',
        locked: 0,
        position: 9,
        created_at: input.now,
      })
      .execute();
  }
}
