import type { Db } from '../../db/database';
import { cardQuery, notBlockedEitherWay } from './profile-card.query';

export class LikesRepository {
  constructor(private readonly db: Db) {}

  async isLiked(from: number, to: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('likes')
      .select('id')
      .where('from_profile_id', '=', from)
      .where('to_profile_id', '=', to)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Adds the like once (a repeat or a race changes nothing: ON CONFLICT) and the match when
   * the other liked first; says whether the like is new and whether the pair matches.
   */
  async like(from: number, to: number, now: string): Promise<{ isNew: boolean; match: boolean }> {
    const inserted = await this.db
      .insertInto('likes')
      .values({ from_profile_id: from, to_profile_id: to, like_new: 1, created_at: now })
      .onConflict((oc) => oc.columns(['from_profile_id', 'to_profile_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const isNew = inserted !== undefined;
    if (!(await this.isLiked(to, from))) return { isNew, match: false };
    const [a, b] = from < to ? [from, to] : [to, from];
    await this.db
      .insertInto('matches')
      .values({ profile_a_id: a, profile_b_id: b, created_at: now })
      .onConflict((oc) => oc.columns(['profile_a_id', 'profile_b_id']).doNothing())
      .execute();
    return { isNew, match: true };
  }

  /** What a liker's profile says of itself (name and about me), for the receiver's hidden words. */
  async profileText(profileId: number): Promise<string> {
    const row = await this.db
      .selectFrom('profiles')
      .select(['name', 'about'])
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row ? `${row.name}\n${row.about ?? ''}` : '';
  }

  /** Puts a like in its receiver's hidden folder. */
  async hide(from: number, to: number) {
    await this.db
      .updateTable('likes')
      .set({ filtered: 1 })
      .where('from_profile_id', '=', from)
      .where('to_profile_id', '=', to)
      .execute();
  }

  async unlike(from: number, to: number) {
    await this.db
      .deleteFrom('likes')
      .where('from_profile_id', '=', from)
      .where('to_profile_id', '=', to)
      .execute();
  }

  /** Whether `from` liked `to` and `to` has not seen that like yet. */
  async isNew(from: number, to: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('likes')
      .select('id')
      .where('from_profile_id', '=', from)
      .where('to_profile_id', '=', to)
      .where('like_new', '=', 1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Opening a liker's profile clears the new flag of that like; true when it was set. */
  async clearNew(from: number, to: number): Promise<boolean> {
    const result = await this.db
      .updateTable('likes')
      .set({ like_new: 0 })
      .where('from_profile_id', '=', from)
      .where('to_profile_id', '=', to)
      .where('like_new', '=', 1)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Whom the profile liked, latest first; a block either way leaves the other out. */
  async liked(profileId: number) {
    return cardQuery(this.db)
      .innerJoin('likes', 'likes.to_profile_id', 'profiles.id')
      .where('likes.from_profile_id', '=', profileId)
      .where('profiles.status', '=', 'active')
      .where(notBlockedEitherWay(profileId))
      .orderBy('likes.created_at', 'desc')
      .orderBy('likes.id', 'desc')
      .execute();
  }

  /**
   * Who liked the profile, new likes first; a block either way leaves the other out.
   * `hidden`: the likes of the member's hidden folder instead of the others.
   */
  async likedBy(profileId: number, hidden = false) {
    return cardQuery(this.db)
      .innerJoin('likes', 'likes.from_profile_id', 'profiles.id')
      .select(['likes.id as like_id', 'likes.like_new', 'likes.created_at as liked_at'])
      .where('likes.to_profile_id', '=', profileId)
      .where('likes.filtered', '=', hidden ? 1 : 0)
      .where('profiles.status', '=', 'active')
      .where(notBlockedEitherWay(profileId))
      .orderBy('likes.like_new', 'desc')
      .orderBy('likes.created_at', 'desc')
      .orderBy('likes.id', 'desc')
      .execute();
  }

  /**
   * A fictional member who has not liked the profile yet and is not blocked either way
   * (for /api/auto-like.php).
   */
  async autoLikeCandidate(profileId: number, country: string) {
    return cardQuery(this.db)
      .where('profiles.is_fictional', '=', 1)
      .where('profiles.status', '=', 'active')
      .where('profiles.main_image_id', 'is not', null)
      .where('profiles.id', '<>', profileId)
      .where(notBlockedEitherWay(profileId))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('likes')
              .select('likes.id')
              .whereRef('likes.from_profile_id', '=', 'profiles.id')
              .where('likes.to_profile_id', '=', profileId),
          ),
        ),
      )
      .orderBy((eb) => eb.case().when('profiles.country', '=', country).then(0).else(1).end())
      .orderBy('profiles.id')
      .limit(1)
      .executeTakeFirst();
  }
}
