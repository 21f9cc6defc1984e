import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, paymentsEndpoints } from '@dating/shared-contracts/api';

/** GET /api/transactions.php: the member's payments, newest first. */
export function useTransactions() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(paymentsEndpoints.transactions),
    queryFn: () => callEndpoint(api, paymentsEndpoints.transactions),
    staleTime: 0,
  });
}
