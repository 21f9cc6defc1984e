import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, swipeCalls } from '@dating/shared-contracts/api';

export const proposalsKey = () => endpointKey(swipeCalls.matchFinder, {});

/** GET /api/match-finder.php: members whose wishes fit the member's, both ways. */
export function useProposals() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: proposalsKey(),
    queryFn: () => callEndpoint(api, swipeCalls.matchFinder),
  });
}
