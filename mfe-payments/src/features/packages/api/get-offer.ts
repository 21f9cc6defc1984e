import { useQuery, useRemoteProps, useSessionUser } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/credits.php: the packages, methods and active discount for the caller's country.
 * The answer depends on who asks (a member's country and discount, a visitor's geo country),
 * so the member's id is part of the key: logging in or out asks again.
 */
export function useOffer() {
  const { api } = useRemoteProps();
  const user = useSessionUser();
  return useQuery({
    queryKey: [...endpointKey(endpoints.payments.offer), user?.id ?? 'visitor'],
    queryFn: () => callEndpoint(api, endpoints.payments.offer),
  });
}
