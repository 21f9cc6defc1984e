import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/interests.php: every interest a member may pick (they change rarely). */
export function useInterests() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(endpoints.site.interests, {}),
    queryFn: () => callEndpoint(api, endpoints.site.interests),
    staleTime: Infinity,
  });
}
