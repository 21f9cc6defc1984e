import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

export const proposalsKey = () => endpointKey(endpoints.swipe.matchFinder, {});

/** GET /api/match-finder.php: members whose wishes fit the member's, both ways. */
export function useProposals() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: proposalsKey(),
    queryFn: () => callEndpoint(api, endpoints.swipe.matchFinder),
  });
}
