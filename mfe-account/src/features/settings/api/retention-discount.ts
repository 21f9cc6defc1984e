import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, paymentsEndpoints } from '@dating/shared-contracts/api';

/** POST /api/retention-discount.php: the member's personal code for staying (same on every call). */
export function useClaimRetentionDiscount() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: () => callEndpoint(api, paymentsEndpoints.retentionDiscount),
  });
}
