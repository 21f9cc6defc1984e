import type { Db } from '../../db/database';
import type { Section } from './export-section';
import { moneySections } from './money-data.repository';

/** Rows read per query: a large account is read in pages, never whole. */
export const PAGE_SIZE = 500;

/** The member as the export starts from: the account and (if any) its profile. */
export interface ExportSubject {
  userId: number;
  profileId: number | null;
}

/** The origin of a push endpoint (the push service), never its secret path. */
const hostOf = (endpoint: string): string | null => {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
};

/** Rows of a query by ascending id, `PAGE_SIZE` at a time. */
async function* pages<T extends { id: number }>(
  page: (afterId: number) => Promise<T[]>,
): AsyncIterable<T> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Everything the product holds about one member, by section of data.json (decision 0118):
 * the account and profile, photos, messages sent and received, likes, matches, blocks,
 * payments and the credits ledger, sessions, consents, tracking, gifts and reports. Lists
 * that grow with use are read in pages while the zip is written.
 */
export function memberDataSections(
  db: Db,
  { userId, profileId }: ExportSubject,
  photos: { id: number; file: string | null }[],
): [string, Section][] {
  const profile = profileId ?? -1;
  const account = () =>
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'status',
        'language',
        'credits',
        'paid_user',
        'invisible',
        'notifications_disabled',
        'mail_unsubscribed',
        'signup_date',
        'activated_at',
        'last_seen_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();

  /** The likes on one side of the member (given: from them), with the other profile's id. */
  const likes = (
    mine: 'from_profile_id' | 'to_profile_id',
    theirs: 'from_profile_id' | 'to_profile_id',
  ) =>
    pages((after) =>
      db
        .selectFrom('likes')
        .select(['id', theirs, 'created_at'])
        .where(mine, '=', profile)
        .where('id', '>', after)
        .orderBy('id')
        .limit(PAGE_SIZE)
        .execute(),
    );

  return [
    ['account', account],
    [
      'profile',
      () => db.selectFrom('profiles').selectAll().where('id', '=', profile).executeTakeFirst(),
    ],
    [
      'interests',
      () =>
        db
          .selectFrom('profile_interests')
          .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
          .select(['interests.slug', 'interests.name'])
          .where('profile_interests.profile_id', '=', profile)
          .execute(),
    ],
    [
      'photos',
      () =>
        db
          .selectFrom('images')
          .select(['id', 'status', 'locked', 'position', 'created_at'])
          .where('profile_id', '=', profile)
          .orderBy('position')
          .execute()
          .then((rows) =>
            rows.map((row) => ({
              ...row,
              file: photos.find((p) => p.id === row.id)?.file ?? null,
            })),
          ),
    ],
    [
      'conversations',
      () =>
        db
          .selectFrom('conversation_members as mine')
          .innerJoin('conversations', 'conversations.id', 'mine.conversation_id')
          .leftJoin('conversation_members as other', (join) =>
            join
              .onRef('other.conversation_id', '=', 'mine.conversation_id')
              .on('other.profile_id', '<>', profile),
          )
          .leftJoin('profiles as partner', 'partner.id', 'other.profile_id')
          .select([
            'conversations.id',
            'conversations.created_at',
            'mine.deleted_at',
            'other.profile_id as with_profile_id',
            'partner.name as with_name',
          ])
          .where('mine.profile_id', '=', profile)
          .orderBy('conversations.id')
          .execute(),
    ],
    [
      'messages',
      () =>
        pages(async (after) => {
          const rows = await db
            .selectFrom('messages')
            .select([
              'id',
              'conversation_id',
              'sender_profile_id',
              'kind',
              'body',
              'gift',
              'image_id',
              'credits_spent',
              'created_at',
            ])
            .where('conversation_id', 'in', (q) =>
              q
                .selectFrom('conversation_members')
                .select('conversation_id')
                .where('profile_id', '=', profile),
            )
            .where('id', '>', after)
            .orderBy('id')
            .limit(PAGE_SIZE)
            .execute();
          return rows.map((row) => ({
            ...row,
            direction: row.sender_profile_id === profile ? 'sent' : 'received',
          }));
        }),
    ],
    ['likes_given', () => likes('from_profile_id', 'to_profile_id')],
    ['likes_received', () => likes('to_profile_id', 'from_profile_id')],
    [
      'matches',
      () =>
        db
          .selectFrom('matches')
          .selectAll()
          .where((eb) =>
            eb.or([eb('profile_a_id', '=', profile), eb('profile_b_id', '=', profile)]),
          )
          .orderBy('id')
          .execute(),
    ],
    [
      'blocks',
      () =>
        db
          .selectFrom('blocks')
          .select(['blocked_profile_id', 'created_at'])
          .where('blocker_profile_id', '=', profile)
          .execute(),
    ],
    [
      'passes',
      () =>
        db
          .selectFrom('member_passes')
          .select(['target_profile_id', 'kind', 'created_at'])
          .where('profile_id', '=', profile)
          .execute(),
    ],
    ...moneySections(db, userId),
    [
      'gifts_sent',
      () =>
        db
          .selectFrom('gift_sends')
          .innerJoin('gifts', 'gifts.id', 'gift_sends.gift_id')
          .select(['gift_sends.id', 'gifts.slug as gift', 'profile_id', 'cost', 'created_at'])
          .where('sender_user_id', '=', userId)
          .orderBy('gift_sends.id')
          .execute(),
    ],
    [
      'reports_made',
      () =>
        db
          .selectFrom('reports')
          .select(['id', 'profile_id', 'reason', 'text', 'status', 'created_at', 'closed_at'])
          .where('reporter_profile_id', '=', profile)
          .orderBy('id')
          .execute(),
    ],
    [
      'sessions',
      () =>
        db
          .selectFrom('sessions')
          .select(['user_agent', 'created_at', 'last_seen_at', 'expires_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
    ],
    [
      'notification_preferences',
      () =>
        db
          .selectFrom('notification_preferences')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
    ],
    [
      'push_subscriptions',
      () =>
        db
          .selectFrom('push_subscriptions')
          .select(['endpoint', 'created_at'])
          .where('user_id', '=', userId)
          .execute()
          .then((rows) =>
            rows.map((row) => ({ push_service: hostOf(row.endpoint), created_at: row.created_at })),
          ),
    ],
    [
      'tracking_records',
      () =>
        db
          .selectFrom('tracking_records')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute(),
    ],
    [
      'consents',
      () =>
        db
          .selectFrom('member_consents')
          .select(['purpose', 'wording', 'given_at', 'withdrawn_at'])
          .where('user_id', '=', userId)
          .orderBy('id')
          .execute(),
    ],
    [
      'account_deletions',
      () =>
        db
          .selectFrom('account_deletions')
          .select(['reasons', 'comment', 'deleted_at', 'reactivated_at'])
          .where('user_id', '=', userId)
          .execute(),
    ],
  ];
}
