import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpointKey, siteEndpoints } from '@dating/shared-contracts/api';

/** GET /api/interests.php: the site's interests with their icon names (they change rarely). */
export function interestsQuery(api: ApiClient) {
  return {
    queryKey: endpointKey(siteEndpoints.interests, {}),
    queryFn: () => callEndpoint(api, siteEndpoints.interests),
    staleTime: Infinity,
  };
}

export function useInterests() {
  const { api } = useRemoteProps();
  return useQuery(interestsQuery(api));
}
