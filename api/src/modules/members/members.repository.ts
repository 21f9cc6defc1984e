import type { Db } from '../../db/database';
import { cardQuery, type CardRow } from './profile-card.query';
import { profileIdOfUser } from './profile-of-user.query';

export class MembersRepository {
  constructor(private readonly db: Db) {}

  async card(profileId: number): Promise<CardRow | undefined> {
    return cardQuery(this.db).where('profiles.id', '=', profileId).executeTakeFirst();
  }

  async profile(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .leftJoin('images', 'images.id', 'profiles.main_image_id')
      .selectAll('profiles')
      .select(['images.filename', 'images.thumb_filename', 'images.match_filename'])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
  }

  async images(profileId: number) {
    return this.db
      .selectFrom('images')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('status', '=', 'active')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async interests(profileId: number) {
    return this.db
      .selectFrom('profile_interests')
      .innerJoin('interests', 'interests.id', 'profile_interests.interest_id')
      .select(['interests.id', 'interests.slug', 'interests.name'])
      .where('profile_interests.profile_id', '=', profileId)
      .orderBy('interests.id')
      .execute();
  }

  async isBlocked(blocker: number, blocked: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('blocks')
      .select('created_at')
      .where('blocker_profile_id', '=', blocker)
      .where('blocked_profile_id', '=', blocked)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds the block once; true when it is new. */
  async block(blocker: number, blocked: number, now: string): Promise<boolean> {
    if (await this.isBlocked(blocker, blocked)) return false;
    await this.db
      .insertInto('blocks')
      .values({ blocker_profile_id: blocker, blocked_profile_id: blocked, created_at: now })
      .execute();
    return true;
  }

  /** Ends the block; true when there was one. */
  async unblock(blocker: number, blocked: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('blocks')
      .where('blocker_profile_id', '=', blocker)
      .where('blocked_profile_id', '=', blocked)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** A profile's country and city: where a distance to another member starts. */
  async place(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .select(['country', 'city'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  }

  /** Where the viewer's search starts: their place, and whether they hide fictional profiles. */
  async searchStart(profileId: number) {
    const row = await this.db
      .selectFrom('profiles')
      .leftJoin('member_safety', 'member_safety.user_id', 'profiles.user_id')
      .select(['profiles.country', 'profiles.city', 'member_safety.hide_fictional'])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
    return row && { place: row, hideFictional: row.hide_fictional === 1 };
  }

  profileIdOfUser(userId: number): Promise<number | null> {
    return profileIdOfUser(this.db, userId);
  }

  /** The user behind a profile; null for fictional members, who have none. */
  async userIdOfProfile(profileId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  async isPaid(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('paid_user')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.paid_user === 1;
  }
}
