import { useMutation, useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, paymentsEndpoints } from '@dating/shared-contracts/api';

/** GET /api/repeat-order.php: the packages the member bought before, one row each. */
export function useRepeatOrders() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(paymentsEndpoints.repeatOrders),
    queryFn: () => callEndpoint(api, paymentsEndpoints.repeatOrders),
    staleTime: 0,
  });
}

export interface RepeatOrderInput {
  readonly paymentId: string;
  readonly idempotencyKey: string;
}

/**
 * POST /api/repeat-order.php: buys the package again at today's price, which the server
 * sets. The member ticked both statements; the body says so in the contract's words.
 */
export function useRepeatOrder() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: ({ paymentId, idempotencyKey }: RepeatOrderInput) =>
      callEndpoint(api, paymentsEndpoints.repeatOrder, {
        body: {
          payment_id: paymentId,
          idempotency_key: idempotencyKey,
          consent_immediate: true,
          consent_withdrawal_terms: true,
        },
      }),
  });
}
