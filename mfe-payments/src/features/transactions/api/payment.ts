import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, paymentsEndpoints } from '@dating/shared-contracts/api';

/** While a payment is pending and no live event came, ask again this often. */
export const PENDING_POLL_MS = 4000;

export const paymentKey = (id: string) => endpointKey(paymentsEndpoints.payment, { id });

/**
 * GET /api/payment.php?id=: one of the member's payments as the server has it now. This is
 * the only source of the status page: what the provider's return URL carries is ignored.
 */
export function usePayment(id: string) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: paymentKey(id),
    queryFn: () => callEndpoint(api, paymentsEndpoints.payment, { query: { id } }),
    refetchInterval: (query) =>
      query.state.data?.payment.status === 'pending' ? PENDING_POLL_MS : false,
    // The status page must show the state of now, not of a minute ago.
    staleTime: 0,
  });
}
