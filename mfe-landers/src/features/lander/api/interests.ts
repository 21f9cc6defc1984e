import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/interests.php: the site's interests with their icon names (they change rarely). */
export function interestsQuery(api: ApiClient) {
  return {
    queryKey: endpointKey(endpoints.site.interests, {}),
    queryFn: () => callEndpoint(api, endpoints.site.interests),
    staleTime: Infinity,
  };
}

export function useInterests() {
  const { api } = useRemoteProps();
  return useQuery(interestsQuery(api));
}
