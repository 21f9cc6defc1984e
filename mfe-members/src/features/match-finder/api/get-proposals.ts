import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, swipeEndpoints } from '@dating/shared-contracts/api';

/** Only verified members, when the member chose so. */
const queryOf = (verifiedOnly: boolean) => (verifiedOnly ? { verified_only: true } : {});

export const proposalsKey = (verifiedOnly: boolean) =>
  endpointKey(swipeEndpoints.matchFinder, queryOf(verifiedOnly));

/**
 * GET /api/match-finder.php: members whose wishes fit the member's, both ways. Asked for a
 * member only: a visitor has no wishes, and the call would be refused.
 */
export function useProposals(member: boolean, verifiedOnly: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: proposalsKey(verifiedOnly),
    queryFn: () => callEndpoint(api, swipeEndpoints.matchFinder, { query: queryOf(verifiedOnly) }),
    enabled: member,
  });
}
