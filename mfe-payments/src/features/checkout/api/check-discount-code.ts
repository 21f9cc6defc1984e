import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';

/**
 * GET /api/discountcode.php?code=: whether a typed code is usable (404 code_not_found,
 * 409 code_used, 422 code_invalid). A check, not a query: it runs when the member asks.
 */
export function useCheckDiscountCode() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(api, endpoints.payments.discountCode, { query: { code } }),
  });
}
