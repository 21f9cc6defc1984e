import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

export const LANDER_PHOTOS = 12;

/** GET /api/search.php: a page of members for the photo wall (allowed while logged out). */
export const landerMembersQuery = (api: ApiClient) => {
  const { search } = endpoints.members;
  const query = { per_page: LANDER_PHOTOS };
  return {
    queryKey: endpointKey(search, query),
    queryFn: () => callEndpoint(api, search, { query }),
  };
};

export function useLanderMembers() {
  const { api } = useRemoteProps();
  return useQuery(landerMembersQuery(api));
}
