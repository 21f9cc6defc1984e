import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ProfileCard } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';
import { imageRef } from '../../lib/media';
import { ageOn } from '../../lib/time';
import { distanceFrom, type Centroid } from './distance';

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
      'images.filename',
      'images.thumb_filename',
      'images.match_filename',
    ]);
}

export type CardRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirst']>>
>;

/**
 * A card of a list. `from` is the viewer's city centre where the list says how far each
 * member is (null for visitors and viewers without a known city); lists that do not say it
 * leave it out.
 */
export function presentCard(
  row: CardRow,
  today: Date,
  cdnPrefix: string,
  from?: Centroid | null,
): ProfileCard {
  const image = imageRef(cdnPrefix, row);
  const card: ProfileCard = {
    id: String(row.id),
    name: row.name,
    age: ageOn(row.birth_date, today),
    gender: row.gender,
    city: row.city,
    region: row.region,
    country: row.country,
    main_image: image ? { url: image.url, thumb_url: image.thumb_url } : null,
  };
  if (from !== undefined) card.distance = distanceFrom(from, row);
  return card;
}

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
