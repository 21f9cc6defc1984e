import { useRemoteProps } from '@dating/platform';
import { useQuery } from '@dating/shared-contracts';
import type { SearchQuery, SearchResponse } from '@dating/shared-contracts/api';

export const PER_PAGE = 24;

/** GET /api/search.php: one page of members matching the criteria. */
export function useMemberSearch(query: SearchQuery) {
  const { api } = useRemoteProps();
  const params = { ...query, per_page: query.per_page ?? PER_PAGE };
  return useQuery(JSON.stringify(params), () => api.get<SearchResponse>('/api/search.php', params));
}
