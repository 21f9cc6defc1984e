import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, swipeCalls } from '@dating/shared-contracts/api';

/** GET /api/signup-matches.php: a few members who fit a member who just signed up. */
export function useSignupMatches() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(swipeCalls.signupMatches, {}),
    queryFn: () => callEndpoint(api, swipeCalls.signupMatches),
  });
}
