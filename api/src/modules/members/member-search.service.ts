import {
  SIGNUP_MIN_AGE,
  type SearchQuery,
  type SearchResponse,
  type Settings,
} from '@dating/shared-contracts/api';
import {
  type MemberSearchRepository,
  matching,
  type RankedPage,
  type SearchCriteria,
} from './member-search.repository';
import type { Centroid } from './distance';
import { presentCard } from './profile-card';

/** What the search needs of the site: its media prefix and the countries it serves. */
export type SearchSite = Pick<Settings, 'cdn_prefix' | 'countries'>;

/** Pages pass a count as `pages`; a capped count promises at least one page more. */
function pagesOf(result: RankedPage, perPage: number): number {
  return result.capped ? Math.floor(result.count / perPage) + 1 : Math.ceil(result.count / perPage);
}

/** Member search from the viewer's side: filters, ranking, paging and similar results. */
export class MemberSearchService {
  constructor(
    private readonly repo: MemberSearchRepository,
    private readonly now: () => Date,
  ) {}

  async search(
    query: SearchQuery,
    viewerProfileId: number | null,
    site: SearchSite,
    viewerOptions: { from?: Centroid | null; hideFictional?: boolean } = {},
  ): Promise<SearchResponse> {
    const { from = null, hideFictional = false } = viewerOptions;
    const today = this.now();
    const perPage = query.per_page ?? 24;
    const page = query.page ?? 1;
    let minAge = query.min_age;
    let maxAge = query.max_age;
    if (minAge !== undefined && maxAge !== undefined && minAge > maxAge)
      [minAge, maxAge] = [maxAge, minAge];
    const criteria: SearchCriteria = {
      gender: query.gender,
      country: query.country,
      regionId: query.region !== undefined ? Number(query.region) : undefined,
      minAge,
      maxAge,
      realOnly: hideFictional,
      verifiedOnly: query.verified_only === true,
    };
    // A region lies in one country: naming either leaves nothing to put first.
    const split = criteria.country === undefined && criteria.regionId === undefined;
    const options = { viewer: viewerProfileId, firstCountries: site.countries, split };
    const found = await this.repo.ranked(matching(criteria, today), {
      ...options,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    // Similar results only help when the search itself finds little: other regions of the
    // country, and ages widened by five years either way.
    let similar: RankedPage = { rows: [], count: 0, capped: false };
    if (found.count < perPage) {
      const widened: SearchCriteria = {
        gender: criteria.gender,
        country: criteria.country,
        minAge:
          criteria.minAge !== undefined ? Math.max(SIGNUP_MIN_AGE, criteria.minAge - 5) : undefined,
        maxAge: criteria.maxAge !== undefined ? criteria.maxAge + 5 : undefined,
        realOnly: hideFictional,
        verifiedOnly: criteria.verifiedOnly,
      };
      const near = matching(widened, today);
      const exact = matching(criteria, today);
      similar = await this.repo.ranked((eb) => eb.and([near(eb), eb.not(exact(eb))]), {
        ...options,
        split: criteria.country === undefined,
        limit: perPage - found.count,
        offset: 0,
      });
    }
    // Distances of the page's cards in JS, from the viewer's city centre (decision 0112).
    const card = (row: RankedPage['rows'][number]) =>
      presentCard(row, today, site.cdn_prefix, from);
    return {
      profiles: found.rows.map(card),
      count: found.count,
      count_capped: found.capped,
      page,
      per_page: perPage,
      pages: pagesOf(found, perPage),
      similar: similar.rows.map(card),
      similar_count: similar.count,
      similar_count_capped: similar.capped,
    };
  }
}
