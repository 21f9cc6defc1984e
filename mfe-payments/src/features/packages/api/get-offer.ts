import { keepPreviousData, useQuery, useRemoteProps, useSessionUser } from '@dating/platform';
import { callEndpoint, endpointKey, paymentsEndpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/credits.php: the packages, methods and active discount for the caller's country.
 * The answer depends on who asks (a member's country and discount, a visitor's geo country),
 * so the member and whether they paid are part of the key: logging in or out asks again,
 * and so does the first purchase (it ends the time bonus and the welcome discount). Until the
 * new answer comes the screens keep the last one: an order form half filled in (a bank chosen,
 * statements ticked) stays as the member left it, and its prices follow when the answer does.
 */
export function useOffer() {
  const { api } = useRemoteProps();
  const user = useSessionUser();
  return useQuery({
    queryKey: [
      ...endpointKey(paymentsEndpoints.offer),
      user?.id ?? 'visitor',
      user?.paid_user ?? false,
    ],
    queryFn: () => callEndpoint(api, paymentsEndpoints.offer),
    placeholderData: keepPreviousData,
  });
}
