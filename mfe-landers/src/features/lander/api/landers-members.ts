import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  type LanderAudience,
  type SearchQuery,
  membersEndpoints,
} from '@dating/shared-contracts/api';

/**
 * How many members a lander asks for. Every block of a page asks for the same page, so the
 * page makes one search (and the server renders it with one prefetch), and each block shows
 * as many of those as its design holds.
 */
export const LANDER_MEMBERS = 12;

/**
 * GET /api/search.php with the lander's audience: members a visitor may see, most recently
 * active first (allowed while logged out where the site's settings say so).
 */
export function landerMembersQuery(api: ApiClient, audience: LanderAudience, perPage: number) {
  const { search } = membersEndpoints;
  const query: SearchQuery = { ...audience, per_page: perPage };
  return {
    queryKey: endpointKey(search, query),
    queryFn: () => callEndpoint(api, search, { query }),
  };
}

/**
 * The lander's members, or none while they load or when the search fails: a block leaves its
 * members out then, and the page still sells.
 */
export function useLanderMembers(audience: LanderAudience) {
  const { api } = useRemoteProps();
  const result = useQuery(landerMembersQuery(api, audience, LANDER_MEMBERS));
  const members = result.data?.profiles.filter((profile) => profile.main_image !== null) ?? [];
  return {
    members,
    count: result.data?.count ?? null,
    capped: result.data?.count_capped,
    pending: result.isPending,
  };
}
