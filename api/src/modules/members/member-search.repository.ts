import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { SEARCH_COUNT_CAP } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';
import { readOffLoop } from '../../db/sqlite-read-worker';
import { birthDateForAge } from '../../lib/time';
import { cardQuery, notBlockedEitherWay, type CardRow } from './profile-card.query';

export interface SearchCriteria {
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number;
  minAge?: number;
  maxAge?: number;
  /** Leave out fictional profiles (the viewer's safety choice). */
  realOnly?: boolean;
  /** Only members whose badge shows. */
  verifiedOnly?: boolean;
}

/**
 * Counts stop here: an exact count of 100,000 rows costs more than the whole page, and nobody
 * reads past "1000+". A page deeper than this counts to its own end instead.
 */
const COUNT_CAP = SEARCH_COUNT_CAP;

type Eb = ExpressionBuilder<Database, 'profiles' | 'users'>;
/** A condition on the profile being listed. */
export type Condition = (eb: Eb) => Expression<SqlBool>;

/** The criteria as one SQL condition; ages become a birth-date range (index friendly). */
export function matching(c: SearchCriteria, today: Date): Condition {
  return (eb) => {
    const parts: Expression<SqlBool>[] = [];
    if (c.gender) parts.push(eb('profiles.gender', '=', c.gender));
    if (c.country) parts.push(eb('profiles.country', '=', c.country.toUpperCase()));
    if (c.regionId !== undefined) parts.push(eb('profiles.region_id', '=', c.regionId));
    if (c.minAge !== undefined)
      parts.push(eb('profiles.birth_date', '<=', birthDateForAge(c.minAge, today)));
    if (c.maxAge !== undefined)
      parts.push(eb('profiles.birth_date', '>', birthDateForAge(c.maxAge + 1, today)));
    if (c.realOnly) parts.push(eb('profiles.is_fictional', '=', 0));
    if (c.verifiedOnly) parts.push(eb('profiles.verified_at', 'is not', null));
    return parts.length > 0 ? eb.and(parts) : sql<SqlBool>`1 = 1`;
  };
}

export interface RankedPage {
  rows: CardRow[];
  /** Exact up to the cap; with `capped` a lower bound. */
  count: number;
  capped: boolean;
}

/**
 * The ranked member list (decision 0112): profiles of the site's countries first, each part
 * most recently active first. Each part is read on its own along an index in that order, so
 * no query sorts the matching rows, and a page reads about as many rows as it is deep.
 */
export class MemberSearchRepository {
  constructor(private readonly db: Db) {}

  /** Active, visible profiles the viewer may see: never those that blocked the viewer. */
  private visible(viewerProfileId: number | null, condition: Condition) {
    let query = this.db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .where('profiles.status', '=', 'active')
      .where(condition)
      .where((eb) => eb.or([eb('users.invisible', 'is', null), eb('users.invisible', '=', 0)]));
    if (viewerProfileId !== null) {
      // The viewer's blocks, either way, listed once (block-visibility.ts).
      query = query
        .where('profiles.id', '<>', viewerProfileId)
        .where(notBlockedEitherWay(viewerProfileId));
    }
    return query;
  }

  /**
   * The ranked page: ids first, along a covering index (skipped rows cost an index entry,
   * not a table row and its photo), then the cards of those ids alone.
   */
  private async page(viewer: number | null, condition: Condition, limit: number, offset: number) {
    const ids = await readOffLoop(
      this.db,
      this.visible(viewer, condition)
        .select('profiles.id')
        .orderBy('profiles.last_active_at', 'desc')
        .orderBy('profiles.id', 'desc')
        .limit(limit)
        .offset(offset),
    );
    if (ids.length === 0) return [];
    const cards = await cardQuery(this.db)
      .where(
        'profiles.id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    const byId = new Map(cards.map((card) => [card.id, card]));
    return ids.flatMap((row) => byId.get(row.id) ?? []);
  }

  /** How many profiles match, counting no further than `cap` + 1. */
  private async countUpTo(viewer: number | null, condition: Condition, cap: number) {
    const matches = this.visible(viewer, condition)
      .select('profiles.id')
      .limit(cap + 1)
      .as('matches');
    const [row] = await readOffLoop(
      this.db,
      this.db.selectFrom(matches).select((eb) => eb.fn.countAll<number>().as('count')),
    );
    return Number(row!.count);
  }

  /**
   * One page of the profiles meeting `condition`, ranked. `firstCountries` (the site's) come
   * before all others unless the condition names a country itself (`split` false).
   */
  async ranked(
    condition: Condition,
    options: {
      viewer: number | null;
      firstCountries: readonly string[];
      split: boolean;
      limit: number;
      offset: number;
    },
  ): Promise<RankedPage> {
    const { viewer, limit, offset } = options;
    const countries = options.firstCountries.map((c) => c.toUpperCase());
    const parts: Condition[] =
      options.split && countries.length > 0
        ? [
            (eb) => eb.and([condition(eb), eb('profiles.country', 'in', countries)]),
            (eb) => eb.and([condition(eb), eb('profiles.country', 'not in', countries)]),
          ]
        : [condition];
    // Within the cap the count is read beside the page. Past it, the page itself tells: one
    // row more than asked for means more follow (a deep page need not count what it skipped).
    const deep = offset + limit > COUNT_CAP;
    const counting = deep ? null : this.countUpTo(viewer, condition, COUNT_CAP);
    const want = deep ? limit + 1 : limit;
    const rows: CardRow[] = [];
    let skip = offset;
    for (const [i, part] of parts.entries()) {
      const need = want - rows.length;
      const found = await this.page(viewer, part, need, skip);
      rows.push(...found);
      if (found.length === need || i === parts.length - 1) break;
      // This part ran out: how many of the rows to skip it held, to skip only the rest next.
      const size =
        found.length > 0 ? skip + found.length : await this.countUpTo(viewer, part, skip);
      skip = Math.max(0, skip - size);
    }
    if (counting) {
      const total = await counting;
      return { rows, count: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
    }
    if (rows.length > limit)
      return { rows: rows.slice(0, limit), count: offset + limit, capped: true };
    if (rows.length > 0) return { rows, count: offset + rows.length, capped: false };
    // Past the end: the count is below the offset.
    const total = await this.countUpTo(viewer, condition, offset);
    return { rows, count: total, capped: false };
  }
}
