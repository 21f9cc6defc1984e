import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/related-profiles.php: a few members like the one shown. */
export function useRelatedProfiles(id: string) {
  const { api } = useRemoteProps();
  const { related } = endpoints.profileActions;
  return useQuery({
    queryKey: endpointKey(related, { id }),
    queryFn: () => callEndpoint(api, related, { query: { id } }),
  });
}
