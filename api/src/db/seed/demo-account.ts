import type { Kysely } from 'kysely';
import { CONSENT_WORDING } from '../../modules/own-profile/consent.repository';
import type { Database } from '../database.types';
import type { PooledPhoto } from './photos';
import type { Random } from './random';

export const DEMO_EMAIL = 'demo@example.nl';
export const DEMO_PASSWORD = 'demo-password-1';

interface DemoInput {
  passwordHash: string;
  profileIds: number[];
  photo: PooledPhoto | null;
  regionId: number | null;
  random: Random;
}

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000).toISOString();

/** The documented demo account: active, Dutch, not paid, with a few chats and likes. */
export async function seedDemoAccount(db: Kysely<Database>, input: DemoInput) {
  const user = await db
    .insertInto('users')
    .values({
      email: DEMO_EMAIL,
      password_hash: input.passwordHash,
      status: 'active',
      credits: 0,
      paid_user: 0,
      language: 'nl',
      notifications_disabled: '[]',
      invisible: 0,
      signup_date: '2025-11-01T10:00:00.000Z',
      activated_at: '2025-11-01T10:05:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const profile = await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      name: 'Demo',
      gender: 'male',
      sexuality: 'hetero',
      birth_date: '1990-05-15',
      country: 'NL',
      region_id: input.regionId,
      region: 'Utrecht',
      city: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      hair_color: 'brown',
      eye_color: 'blue',
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: 'none',
      reason: 'relationship',
      about: 'Dit is het demo-account. Kijk gerust rond!',
      status: 'active',
      is_fictional: 0,
      created_at: '2025-11-01T10:00:00.000Z',
      last_active_at: '2025-11-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('notification_preferences').values({ user_id: user.id }).execute();
  // Its orientation is kept under a consent, as every member's is (given at activation).
  await db
    .insertInto('member_consents')
    .values({
      user_id: user.id,
      purpose: 'sexuality',
      wording: CONSENT_WORDING.sexuality,
      given_at: '2025-11-01T10:05:00.000Z',
    })
    .execute();
  if (input.photo) {
    const image = await db
      .insertInto('images')
      .values({
        profile_id: profile.id,
        filename: input.photo.filename,
        thumb_filename: input.photo.thumb_filename,
        match_filename: input.photo.match_filename,
        status: 'active',
        locked: 0,
        position: 0,
        created_at: '2025-11-01T10:10:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('profiles')
      .set({ main_image_id: image.id })
      .where('id', '=', profile.id)
      .execute();
  }

  const others = input.random.sample(input.profileIds, Math.min(8, input.profileIds.length));
  const [chat1, chat2, chat3, liker1, liker2, liker3, liked1, liked2] = others;
  const chats: [number | undefined, string[], number][] = [
    [
      chat1,
      ['Hoi! Leuk profiel 😊', 'Dank je! Hoe gaat het?', 'Goed hoor, net terug van het strand.'],
      1,
    ],
    [chat2, ['Hey, zin om een keer koffie te drinken?'], 1],
    [chat3, ['Hallo Demo!', 'Hoi, leuk dat je schrijft.'], 0],
  ];
  let minutes = 600;
  for (const [other, texts, unread] of chats) {
    if (other === undefined) continue;
    const conversation = await db
      .insertInto('conversations')
      .values({ created_at: at(minutes), last_message_at: at(minutes - texts.length) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('conversation_members')
      .values([
        {
          conversation_id: conversation.id,
          profile_id: profile.id,
          unread_count: unread,
          deleted_at: null,
        },
        { conversation_id: conversation.id, profile_id: other, unread_count: 0, deleted_at: null },
      ])
      .execute();
    await db
      .insertInto('messages')
      .values(
        texts.map((body, i) => ({
          conversation_id: conversation.id,
          // Alternate senders; the last message comes from the other side when unread.
          sender_profile_id:
            (texts.length - 1 - i) % 2 === 0
              ? unread
                ? other
                : profile.id
              : unread
                ? profile.id
                : other,
          kind: 'text' as const,
          body,
          credits_spent: 0,
          created_at: at(minutes - i),
        })),
      )
      .execute();
    minutes -= 120;
  }
  const likes = [
    [liker1, profile.id, 1],
    [liker2, profile.id, 1],
    [liker3, profile.id, 0],
    [profile.id, liked1, 0],
    [profile.id, liked2, 0],
    [profile.id, liker3, 0],
  ] as const;
  let offset = 30;
  for (const [from, to, isNew] of likes) {
    if (from === undefined || to === undefined) continue;
    await db
      .insertInto('likes')
      .values({
        from_profile_id: from,
        to_profile_id: to,
        like_new: isNew,
        created_at: at((offset += 45)),
      })
      .execute();
  }
  if (liker3 !== undefined) {
    await db
      .insertInto('matches')
      .values({
        profile_a_id: Math.min(profile.id, liker3),
        profile_b_id: Math.max(profile.id, liker3),
        created_at: at(300),
      })
      .execute();
  }
}
