import type { Db } from '../../db/database';

/** The member of a member lander, read as visitors may see them. */
export class LanderMemberRepository {
  constructor(private readonly db: Db) {}

  /**
   * The profile and its main photo when visitors may see it: the profile is active and its
   * user (fictional members have none) is active and not invisible. Undefined otherwise.
   */
  async shown(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .leftJoin('images', (join) =>
        join.onRef('images.id', '=', 'profiles.main_image_id').on('images.status', '=', 'active'),
      )
      .selectAll('profiles')
      .select(['images.filename', 'images.thumb_filename', 'images.match_filename'])
      .where('profiles.id', '=', profileId)
      .where('profiles.status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('profiles.user_id', 'is', null),
          eb.and([eb('users.status', '=', 'active'), eb('users.invisible', '=', 0)]),
        ]),
      )
      .executeTakeFirst();
  }

  /** The thumbnails of the member's active photos other than the main one, in their order. */
  async otherThumbnails(profileId: number, mainImageId: number | null): Promise<string[]> {
    let query = this.db
      .selectFrom('images')
      .select('thumb_filename')
      .where('profile_id', '=', profileId)
      .where('status', '=', 'active');
    if (mainImageId !== null) query = query.where('id', '<>', mainImageId);
    const rows = await query.orderBy('position').orderBy('id').execute();
    return rows.map((row) => row.thumb_filename);
  }

  async interests(profileId: number, limit: number) {
    return this.db
      .selectFrom('profile_interests')
      .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
      .select(['interests.slug', 'interests.name'])
      .where('profile_interests.profile_id', '=', profileId)
      .orderBy('interests.id')
      .limit(limit)
      .execute();
  }
}
