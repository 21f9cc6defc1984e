import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, membersEndpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/profile.php?id=: the member whose invite page this is, as a visitor may see them.
 * The same query key as the profile view, so the inviter's profile opens from the cache.
 */
export function useInviter(id: string) {
  const { api } = useRemoteProps();
  const request = { query: { id } };
  return useQuery({
    queryKey: endpointKey(membersEndpoints.profile, request),
    queryFn: () => callEndpoint(api, membersEndpoints.profile, request),
  });
}
