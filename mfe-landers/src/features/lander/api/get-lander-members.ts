import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

export const LANDER_PHOTOS = 12;

/** GET /api/search.php: a page of members for the photo wall (allowed while logged out). */
export function useLanderMembers() {
  const { api } = useRemoteProps();
  const { search } = endpoints.members;
  const query = { per_page: LANDER_PHOTOS };
  return useQuery({
    queryKey: endpointKey(search, query),
    queryFn: () => callEndpoint(api, search, { query }),
  });
}
