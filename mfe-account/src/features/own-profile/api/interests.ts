import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, siteEndpoints } from '@dating/shared-contracts/api';

/** GET /api/interests.php: every interest a member may pick (they change rarely). */
export function useInterests() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(siteEndpoints.interests, {}),
    queryFn: () => callEndpoint(api, siteEndpoints.interests),
    staleTime: Infinity,
  });
}
