import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';

// Pieces of queries that several repositories compose: only repositories import them.

/** The columns of a profile card: every list of members (search, likes, chats) uses it. */
export function cardQuery(db: Db) {
  return db
    .selectFrom('profiles')
    .leftJoin('images', 'images.id', 'profiles.main_image_id')
    .select([
      'profiles.id',
      'profiles.name',
      'profiles.birth_date',
      'profiles.gender',
      'profiles.city',
      'profiles.region',
      'profiles.country',
      // The verified badge: a column of the row, no join per card.
      'profiles.verified_at',
      'images.filename',
      'images.thumb_filename',
      'images.match_filename',
    ]);
}

export type CardRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirst']>>
>;

/** Keeps rows whose profile (`profiles.id`) has not blocked the viewer. */
export function notBlockingViewer(viewerProfileId: number): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'profiles'>();
  return eb.not(
    eb.exists(
      eb
        .selectFrom('blocks')
        .select('blocks.created_at')
        .whereRef('blocks.blocker_profile_id', '=', 'profiles.id')
        .where('blocks.blocked_profile_id', '=', viewerProfileId),
    ),
  );
}

/**
 * Keeps rows whose profile (`profiles.id`) and the viewer have not blocked each other,
 * either way: a block hides both members from each other in every list, so a blocked member
 * can neither see nor contact the blocker. The viewer's blocks are listed once, as search
 * does (decision 0108); both columns are NOT NULL, so NOT IN means the same as NOT EXISTS
 * here.
 */
export function notBlockedEitherWay(viewerProfileId: number): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'profiles'>();
  return eb(
    'profiles.id',
    'not in',
    eb
      .selectFrom('blocks')
      .select('blocks.blocker_profile_id as profile_id')
      .where('blocks.blocked_profile_id', '=', viewerProfileId)
      .unionAll(
        eb
          .selectFrom('blocks')
          .select('blocks.blocked_profile_id as profile_id')
          .where('blocks.blocker_profile_id', '=', viewerProfileId),
      ),
  );
}
