import { useMutation, useRemoteProps } from '@dating/platform';
import { ApiError } from '@dating/shared-contracts';
import { callEndpoint, paymentsEndpoints } from '@dating/shared-contracts/api';

const NOT_FOUND = { code: 'code_not_found', messageKey: 'code_not_found' };

/**
 * GET /api/discountcode.php?code=: whether a typed code is usable (404 code_not_found,
 * 409 code_used, 422 code_invalid). A check, not a query: it runs when the member asks.
 */
export function useCheckDiscountCode() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: async (code: string) => {
      const { discountcode } = await callEndpoint(api, paymentsEndpoints.discountCode, {
        query: { code },
      });
      // Only the welcome probe answers "none"; a typed code is a code or a refusal.
      if (!discountcode) throw new ApiError(404, NOT_FOUND);
      return { discountcode };
    },
  });
}
