import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/signup-matches.php: a few members who fit a member who just signed up. */
export function useSignupMatches() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(endpoints.swipe.signupMatches, {}),
    queryFn: () => callEndpoint(api, endpoints.swipe.signupMatches),
  });
}
