import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, swipeEndpoints } from '@dating/shared-contracts/api';

export const proposalsKey = () => endpointKey(swipeEndpoints.matchFinder, {});

/**
 * GET /api/match-finder.php: members whose wishes fit the member's, both ways. Asked for a
 * member only: a visitor has no wishes, and the call would be refused.
 */
export function useProposals(member: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: proposalsKey(),
    queryFn: () => callEndpoint(api, swipeEndpoints.matchFinder),
    enabled: member,
  });
}
