import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { readOffLoop } from '../../db/sqlite-read-worker';
import type { Database } from '../../db/database.types';
import { birthDateForAge } from '../../lib/time';
import { cardQuery, type CardRow } from './profile-card';

export interface SearchCriteria {
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number;
  minAge?: number;
  maxAge?: number;
}

type ProfileEb = ExpressionBuilder<Database & { profiles: Database['profiles'] }, 'profiles'>;

/** The criteria as one SQL condition; ages become a birth-date range (index friendly). */
function matches(eb: ProfileEb, c: SearchCriteria, today: Date) {
  const parts = [];
  if (c.gender) parts.push(eb('profiles.gender', '=', c.gender));
  if (c.country) parts.push(eb('profiles.country', '=', c.country.toUpperCase()));
  if (c.regionId !== undefined) parts.push(eb('profiles.region_id', '=', c.regionId));
  if (c.minAge !== undefined)
    parts.push(eb('profiles.birth_date', '<=', birthDateForAge(c.minAge, today)));
  if (c.maxAge !== undefined) {
    parts.push(eb('profiles.birth_date', '>', birthDateForAge(c.maxAge + 1, today)));
  }
  return parts.length > 0 ? eb.and(parts) : sql<boolean>`1 = 1`;
}

export class MembersRepository {
  constructor(private readonly db: Db) {}

  /** Active, visible profiles the viewer may see: never those that blocked the viewer. */
  private visible(viewerProfileId: number | null) {
    let query = cardQuery(this.db)
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .where('profiles.status', '=', 'active')
      .where((eb) => eb.or([eb('users.invisible', 'is', null), eb('users.invisible', '=', 0)]));
    if (viewerProfileId !== null) {
      // The viewer's blocks, either way, listed once rather than looked up for every profile:
      // a list search goes through up to all of them (decision 0108). Both columns are NOT
      // NULL, so NOT IN means the same as NOT EXISTS here.
      query = query
        .where('profiles.id', '<>', viewerProfileId)
        .where('profiles.id', 'not in', ({ selectFrom }) =>
          selectFrom('blocks')
            .select('blocks.blocker_profile_id as profile_id')
            .where('blocks.blocked_profile_id', '=', viewerProfileId)
            .unionAll(
              selectFrom('blocks')
                .select('blocks.blocked_profile_id as profile_id')
                .where('blocks.blocker_profile_id', '=', viewerProfileId),
            ),
        );
    }
    return query;
  }

  async search(
    criteria: SearchCriteria,
    viewer: number | null,
    today: Date,
    limit: number,
    offset: number,
  ) {
    const base = this.visible(viewer).where((eb) => matches(eb as never, criteria, today));
    // Both read up to every profile: off the event loop (sqlite-read-worker.ts).
    const [[counted], rows] = await Promise.all([
      readOffLoop(
        this.db,
        base.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')),
      ),
      readOffLoop(this.db, base.orderBy('profiles.id').limit(limit).offset(offset)),
    ]);
    return { rows, count: Number(counted!.count) };
  }

  /** Profiles near the criteria that do not match them: other regions, ages widened by 5. */
  async similar(criteria: SearchCriteria, viewer: number | null, today: Date, limit: number) {
    const widened: SearchCriteria = {
      gender: criteria.gender,
      country: criteria.country,
      minAge: criteria.minAge !== undefined ? Math.max(18, criteria.minAge - 5) : undefined,
      maxAge: criteria.maxAge !== undefined ? criteria.maxAge + 5 : undefined,
    };
    const base = this.visible(viewer)
      .where((eb) => matches(eb as never, widened, today))
      .where((eb) => eb.not(matches(eb as never, criteria, today)));
    const [[counted], rows] = await Promise.all([
      readOffLoop(
        this.db,
        base.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')),
      ),
      readOffLoop(this.db, base.orderBy('profiles.id').limit(limit)),
    ]);
    return { rows, count: Number(counted!.count) };
  }

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

  async profileIdOfUser(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.id ?? null;
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
