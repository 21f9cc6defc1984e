import { useMutation, useQuery, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  type DirectDebitBody,
  paymentsEndpoints,
} from '@dating/shared-contracts/api';

/** GET /api/credits.php: the packages with today's price and discount, for the summary. */
export function useOffer(enabled: boolean) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(paymentsEndpoints.offer),
    queryFn: () => callEndpoint(api, paymentsEndpoints.offer),
    enabled,
  });
}

/** POST /api/directdebit.php: checks the form and sends the SMS code. */
export function useRequestCode() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (body: DirectDebitBody) =>
      callEndpoint(api, paymentsEndpoints.directDebit, { body }),
  });
}

/** POST /api/directdebit-confirm.php: the code makes the mandate and the first payment. */
export function useConfirmCode() {
  const { api } = useRemoteProps();
  return useMutation({
    mutationFn: (body: { request_id: string; code: string }) =>
      callEndpoint(api, paymentsEndpoints.confirmDirectDebit, { body }),
  });
}
