import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';
import { cardQuery } from '../members/profile-card.query';

export type Gender = 'male' | 'female';

/** Who is looking: what the proposals are measured against. */
export interface Seeker {
  profileId: number;
  gender: Gender;
  sexuality: string | null;
  country: string;
  /** Fictional profiles are left out (the member's safety choice). */
  hideFictional?: boolean;
}

type ProfileEb = ExpressionBuilder<Database, 'profiles'>;

/**
 * The genders a member seeks, from the profile's sexuality (decision 0113): hetero the
 * other, gay the same, bi both. An empty or unknown sexuality counts as hetero, as most
 * members are and as a new member has said nothing yet.
 */
export function soughtGenders(gender: Gender, sexuality: string | null): Gender[] {
  const other: Gender = gender === 'male' ? 'female' : 'male';
  if (sexuality === 'bi') return ['male', 'female'];
  if (sexuality === 'gay') return [gender];
  return [other];
}

/** The profile (`profiles`) seeks someone of `gender`: soughtGenders as SQL. */
function seeks(eb: ProfileEb, gender: Gender) {
  return eb.or([
    eb('profiles.sexuality', '=', 'bi'),
    eb.and([eb('profiles.sexuality', '=', 'gay'), eb('profiles.gender', '=', gender)]),
    eb.and([
      eb.or([
        eb('profiles.sexuality', 'is', null),
        eb('profiles.sexuality', 'not in', ['bi', 'gay']),
      ]),
      eb('profiles.gender', '<>', gender),
    ]),
  ]);
}

export interface ProposalOptions {
  limit: number;
  /** Also leave out members skipped in the match finder since then. */
  skippedSince?: string;
  /** Only members whose verified badge shows. */
  verifiedOnly?: boolean;
}

export class SwipeRepository {
  constructor(private readonly db: Db) {}

  async seeker(profileId: number): Promise<Seeker | undefined> {
    const row = await this.db
      .selectFrom('profiles')
      .leftJoin('member_safety', 'member_safety.user_id', 'profiles.user_id')
      .select([
        'profiles.id',
        'profiles.gender',
        'profiles.sexuality',
        'profiles.country',
        'member_safety.hide_fictional',
      ])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { id, hide_fictional, ...rest } = row;
    return { profileId: id, ...rest, hideFictional: hide_fictional === 1 };
  }

  /**
   * Active, visible members who fit the seeker both ways, never blocked either way, never
   * liked or passed by the seeker: members of the seeker's country first, then the others,
   * the newest first. Two queries that each walk an index in id order and stop at the
   * limit, rather than one that sorts every fitting profile (100,000 in the benchmark).
   */
  async proposals(seeker: Seeker, options: ProposalOptions) {
    const home = await this.fitting(seeker, options, 'home').limit(options.limit).execute();
    if (home.length >= options.limit) return home;
    const abroad = await this.fitting(seeker, options, 'abroad')
      .limit(options.limit - home.length)
      .execute();
    return [...home, ...abroad];
  }

  private fitting(seeker: Seeker, options: ProposalOptions, where: 'home' | 'abroad') {
    const viewer = seeker.profileId;
    return (
      cardQuery(this.db)
        .leftJoin('users', 'users.id', 'profiles.user_id')
        .where('profiles.status', '=', 'active')
        .where('profiles.country', where === 'home' ? '=' : '<>', seeker.country)
        .where('profiles.gender', 'in', soughtGenders(seeker.gender, seeker.sexuality))
        .where((eb) => eb.or([eb('users.invisible', 'is', null), eb('users.invisible', '=', 0)]))
        .where('profiles.id', '<>', viewer)
        // The seeker chose to see only profiles written by their members themselves.
        .$if(seeker.hideFictional === true, (q) => q.where('profiles.is_fictional', '=', 0))
        .$if(options.verifiedOnly === true, (q) => q.where('profiles.verified_at', 'is not', null))
        .where((eb) => seeks(eb, seeker.gender))
        .where('profiles.id', 'not in', ({ selectFrom }) =>
          selectFrom('blocks')
            .select('blocks.blocker_profile_id as profile_id')
            .where('blocks.blocked_profile_id', '=', viewer)
            .unionAll(
              selectFrom('blocks')
                .select('blocks.blocked_profile_id as profile_id')
                .where('blocks.blocker_profile_id', '=', viewer),
            )
            .unionAll(
              selectFrom('likes')
                .select('likes.to_profile_id as profile_id')
                .where('likes.from_profile_id', '=', viewer),
            )
            .unionAll(
              selectFrom('member_passes')
                .select('member_passes.target_profile_id as profile_id')
                .where('member_passes.profile_id', '=', viewer)
                .where((eb) =>
                  options.skippedSince === undefined
                    ? eb('member_passes.kind', '=', 'pass')
                    : eb.or([
                        eb('member_passes.kind', '=', 'pass'),
                        eb('member_passes.created_at', '>', options.skippedSince),
                      ]),
                ),
            ),
        )
        .orderBy('profiles.id', 'desc')
    );
  }

  /** A pass is for good; a skip again counts from now. */
  async pass(profileId: number, target: number, kind: 'pass' | 'skip', now: string) {
    await this.db
      .insertInto('member_passes')
      .values({ profile_id: profileId, target_profile_id: target, kind, created_at: now })
      .onConflict((oc) =>
        oc.columns(['profile_id', 'target_profile_id', 'kind']).doUpdateSet({ created_at: now }),
      )
      .execute();
  }

  allowance(profileId: number) {
    return this.db
      .selectFrom('swipe_allowances')
      .selectAll()
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  }

  /**
   * Makes sure the member has an allowance row (an expired window, nothing used) and keeps
   * the time zone it is counted in.
   */
  async keepTimeZone(profileId: number, timeZone: string, now: string) {
    await this.db
      .insertInto('swipe_allowances')
      .values({
        profile_id: profileId,
        time_zone: timeZone,
        time_zone_set_at: now,
        used: 0,
        resets_at: now,
      })
      .onConflict((oc) =>
        oc
          .column('profile_id')
          .doUpdateSet({ time_zone: timeZone, time_zone_set_at: now })
          .where('swipe_allowances.time_zone', '<>', timeZone),
      )
      .execute();
  }

  /**
   * Takes one like of the allowance in one conditional update, so parallel requests cannot
   * take more than `limit`: a window that has ended starts again at 1 and ends at
   * `nextReset`; otherwise one more is used while fewer than `limit` are. False when none
   * is left.
   */
  async take(profileId: number, now: string, nextReset: string, limit: number) {
    const expired = sql<boolean>`${sql.ref('resets_at')} <= ${now}`;
    const result = await this.db
      .updateTable('swipe_allowances')
      .set({
        used: sql`case when ${expired} then 1 else ${sql.ref('used')} + 1 end`,
        resets_at: sql`case when ${expired} then ${nextReset} else ${sql.ref('resets_at')} end`,
      })
      .where('profile_id', '=', profileId)
      .where((eb) => eb.or([eb('resets_at', '<=', now), eb('used', '<', limit)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Gives back a like that turned out to be a repeat (a race on the same profile). */
  async giveBack(profileId: number) {
    await this.db
      .updateTable('swipe_allowances')
      .set({ used: sql`${sql.ref('used')} - 1` })
      .where('profile_id', '=', profileId)
      .where('used', '>', 0)
      .execute();
  }
}
