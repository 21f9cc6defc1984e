import { callEndpoint, staffRefundEndpoints, type RefundBody } from '@dating/shared-contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';
import { memberFileKey } from './members';

/** POST payments/:id/refund (finance): the same idempotency key again is the same refund. */
export function useRefund(memberId: string, paymentId: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) =>
      callEndpoint(api, staffRefundEndpoints.refund, { params: { id: paymentId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberFileKey(memberId) }),
  });
}
