import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/transactions.php: the member's payments, newest first. */
export function useTransactions() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(endpoints.payments.transactions),
    queryFn: () => callEndpoint(api, endpoints.payments.transactions),
    staleTime: 0,
  });
}
