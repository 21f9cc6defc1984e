import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/profile.php: one member's public profile (404 when missing or blocked). */
export function useProfile(id: string) {
  const { api } = useRemoteProps();
  const { profile } = endpoints.members;
  return useQuery({
    queryKey: endpointKey(profile, { id }),
    queryFn: () => callEndpoint(api, profile, { query: { id } }),
  });
}
