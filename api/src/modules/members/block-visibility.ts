import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.types';

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
