import { useMutation, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  type CreatePaymentBody,
  paymentsEndpoints,
} from '@dating/shared-contracts/api';

/**
 * POST /api/payment.php: starts the checkout. The body names a package, a method and a code,
 * never an amount; the same idempotency key answers the same payment on a re-submit.
 */
export function useCreatePayment() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) =>
      callEndpoint(api, paymentsEndpoints.createPayment, { body }),
  });
}
