import { useRemoteProps } from '@dating/platform';
import { useQuery } from '@dating/shared-contracts';
import { callEndpoint, endpoints, type SearchQuery } from '@dating/shared-contracts/api';

export const PER_PAGE = 24;

/** GET /api/search.php: one page of members matching the criteria. */
export function useMemberSearch(query: SearchQuery) {
  const { api } = useRemoteProps();
  const params = { ...query, per_page: query.per_page ?? PER_PAGE };
  return useQuery(JSON.stringify(params), () =>
    callEndpoint(api, endpoints.members.search, { query: params }),
  );
}
