import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, swipeEndpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/signup-matches.php: a few members who fit a member who just signed up. Asked for
 * a member only: a visitor's call would be refused.
 */
export function useSignupMatches(member: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(swipeEndpoints.signupMatches, {}),
    queryFn: () => callEndpoint(api, swipeEndpoints.signupMatches),
    enabled: member,
  });
}
