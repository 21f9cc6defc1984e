import { useMutation, useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, notificationsEndpoints } from '@dating/shared-contracts/api';

/** GET /api/unsubscribe.php: what the link would stop; changes nothing. */
export function useUnsubscribeStatus(token: string) {
  const { api } = useRemoteProps();
  const query = { token };
  return useQuery({
    queryKey: endpointKey(notificationsEndpoints.unsubscribeStatus, query),
    queryFn: () => callEndpoint(api, notificationsEndpoints.unsubscribeStatus, { query }),
    enabled: token !== '',
    retry: false,
  });
}

/**
 * POST /api/unsubscribe.php: that category off; `all` stops every e-mail notification too.
 * The shell's session then reads the user again: a member logged in here sees the
 * disabled-notifications alert on the next page.
 */
export function useUnsubscribe(token: string) {
  const { api, bus } = useRemoteProps();
  return useMutation({
    mutationFn: (all: boolean) =>
      callEndpoint(api, notificationsEndpoints.unsubscribe, {
        query: { token },
        body: all ? { all: true } : {},
      }),
    onSuccess: () => bus.emit({ type: 'session/refresh-requested' }),
  });
}
