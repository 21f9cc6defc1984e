import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  endpoints,
  type LanderAudience,
  type SearchQuery,
} from '@dating/shared-contracts/api';

/**
 * GET /api/search.php for a lander's blocks: members of the lander's audience (visitors may
 * search where the site allows it). A plain function, so the server can prefetch the query.
 */
export function landerMembersQuery(api: ApiClient, audience: LanderAudience, perPage: number) {
  const { search } = endpoints.members;
  const query: SearchQuery = { ...audience, per_page: perPage };
  return {
    queryKey: endpointKey(search, query),
    queryFn: () => callEndpoint(api, search, { query }),
  };
}

/** The members a block shows; none while loading or when the search fails (the page still sells). */
export function useLanderMembers(audience: LanderAudience, perPage: number) {
  const { api } = useRemoteProps();
  const result = useQuery(landerMembersQuery(api, audience, perPage));
  return { members: result.data?.profiles ?? [], pending: result.isPending };
}
