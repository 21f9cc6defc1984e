import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, accountEndpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/reset-password.php?token=: whether the mail's link still works, without using
 * it. Asked once per page: after the reset the link is used, and that must not turn the
 * done page into "link expired".
 */
export function useResetLinkCheck(token: string) {
  const { api } = useRemoteProps();
  const query = { token };
  return useQuery({
    queryKey: endpointKey(accountEndpoints.checkResetLink, query),
    queryFn: () => callEndpoint(api, accountEndpoints.checkResetLink, { query }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
