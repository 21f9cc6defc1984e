import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  type LanderAudience,
  membersEndpoints,
  siteEndpoints,
} from '@dating/shared-contracts/api';

export interface RegionCount {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly count: number;
  readonly capped: boolean;
}

/**
 * How many members of the lander's audience each region of a country has: the regions
 * (GET /api/regions.php), then one search per region that asks for a single card and reads
 * the count (GET /api/search.php?region=&per_page=1; counted along the region index and capped
 * at 1000, decision 0112). Counts only, never a member's place. A region whose count fails
 * is left out; the others still show.
 */
export function regionCountsQuery(api: ApiClient, country: string, audience: LanderAudience) {
  const { regions } = siteEndpoints;
  const { search } = membersEndpoints;
  return {
    queryKey: [...endpointKey(regions, { query: { country } }), { counts: audience }] as const,
    queryFn: async (): Promise<RegionCount[]> => {
      const answer = await callEndpoint(api, regions, { query: { country } });
      const counted = await Promise.all(
        answer.regions.map((region) =>
          callEndpoint(api, search, {
            query: { ...audience, country, region: region.id, per_page: 1 },
          }).then(
            (found) => ({
              id: region.id,
              code: region.code,
              name: region.name,
              count: found.count,
              capped: found.count_capped === true,
            }),
            () => null,
          ),
        ),
      );
      return counted.filter((region): region is RegionCount => region !== null);
    },
    // Counts per region hardly change within a visit.
    staleTime: 5 * 60_000,
  };
}

export function useRegionCounts(country: string, audience: LanderAudience) {
  const { api } = useRemoteProps();
  return useQuery(regionCountsQuery(api, country, audience));
}
