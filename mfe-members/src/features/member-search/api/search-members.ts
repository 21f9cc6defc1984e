import { keepPreviousData, useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import {
  callEndpoint,
  endpointKey,
  membersEndpoints,
  type SearchQuery,
} from '@dating/shared-contracts/api';

export const PER_PAGE = 24;

/**
 * GET /api/search.php: one page of members matching the filters, kept in the page's query
 * cache per filters and page number. The server's render of `/` fetches the same (its key is
 * what the browser's first render reads from the boot data).
 */
export function memberSearchQuery(api: ApiClient, query: SearchQuery) {
  const params = { ...query, per_page: query.per_page ?? PER_PAGE };
  // The members area's endpoints, not the registry: the first visit carries less.
  const { search } = membersEndpoints;
  return {
    queryKey: endpointKey(search, params),
    queryFn: () => callEndpoint(api, search, { query: params }),
  };
}

/** The search's page of members; the previous page stays on screen while the next one loads. */
export function useMemberSearch(query: SearchQuery, enabled = true) {
  const { api } = useRemoteProps();
  return useQuery({ ...memberSearchQuery(api, query), placeholderData: keepPreviousData, enabled });
}
