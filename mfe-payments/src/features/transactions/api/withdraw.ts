import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  type PaymentResponse,
  paymentsEndpoints,
} from '@dating/shared-contracts/api';
import { paymentKey } from './payment';

/**
 * POST /api/withdrawal.php: withdraws from a purchase. The answer is the payment as it
 * stands after it (withdrawn, with the refund), which replaces the page's copy; the list, the
 * chrome's balance and its premium state follow.
 */
export function useWithdraw(paymentId: string) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(api, paymentsEndpoints.withdraw, { body: { payment_id: paymentId } }),
    onSuccess: (answer: PaymentResponse) => {
      queryClient.setQueryData(paymentKey(paymentId), answer);
      void queryClient.invalidateQueries({
        queryKey: endpointKey(paymentsEndpoints.transactions),
      });
      bus.emit({ type: 'credits/changed', credits: answer.credits });
      // Premium may end with the only purchase withdrawn: the chrome asks the session again.
      bus.emit({ type: 'session/refresh-requested' });
    },
  });
}
