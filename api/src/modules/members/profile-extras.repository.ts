import { sql } from 'kysely';
import type { ReportReason } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import { birthDateForAge } from '../../lib/time';
import { cardQuery, notBlockedEitherWay } from './profile-card.query';

export interface RelatedTo {
  id: number;
  country: string;
  gender: 'male' | 'female';
  age: number;
}

/** Related profiles and reports of the profile view (decision 0115). */
export class ProfileExtrasRepository {
  constructor(private readonly db: Db) {}

  /**
   * Active, visible members of the same country and sex within five years of age, with a
   * photo first; never the viewer, nor anyone blocked either way.
   */
  async related(of: RelatedTo, viewerProfileId: number | null, today: Date, limit: number) {
    let query = cardQuery(this.db)
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .where('profiles.status', '=', 'active')
      .where((eb) => eb.or([eb('users.invisible', 'is', null), eb('users.invisible', '=', 0)]))
      .where('profiles.id', '<>', of.id)
      .where('profiles.country', '=', of.country)
      .where('profiles.gender', '=', of.gender)
      .where('profiles.birth_date', '<=', birthDateForAge(Math.max(18, of.age - 5), today))
      .where('profiles.birth_date', '>', birthDateForAge(of.age + 6, today));
    if (viewerProfileId !== null) {
      query = query
        .where('profiles.id', '<>', viewerProfileId)
        .where(notBlockedEitherWay(viewerProfileId));
    }
    return query
      .orderBy((eb) => eb.case().when('profiles.main_image_id', 'is', null).then(1).else(0).end())
      .orderBy('profiles.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Active partner tiles of a country, in the operators' order. */
  async camTiles(country: string, limit: number) {
    return this.db
      .selectFrom('cam_profiles')
      .select(['id', 'kind', 'name', 'image_key', 'link_url'])
      .where('country', '=', country)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async openReport(reporter: number, profileId: number) {
    const row = await this.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_profile_id', '=', reporter)
      .where('profile_id', '=', profileId)
      .where('status', '=', 'open')
      .where('conversation_id', 'is', null)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** A new open report, or null when the reporter has one open already (the unique index). */
  async addReport(
    reporter: number,
    profileId: number,
    reason: ReportReason,
    text: string | null,
    now: string,
  ) {
    const row = await this.db
      .insertInto('reports')
      .values({
        reporter_profile_id: reporter,
        profile_id: profileId,
        reason,
        text,
        status: 'open',
        created_at: now,
        closed_at: null,
      })
      .onConflict((oc) =>
        // The conflict target names the partial unique index, whose condition is a literal.
        oc
          .columns(['reporter_profile_id', 'profile_id'])
          .where(sql<boolean>`status = 'open' AND conversation_id IS NULL`)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
