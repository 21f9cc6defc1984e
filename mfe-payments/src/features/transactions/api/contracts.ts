import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, contractsEndpoints, endpointKey } from '@dating/shared-contracts/api';

const contractsKey = () => endpointKey(contractsEndpoints.list, {});

/** GET /api/contracts.php: the member's repeating agreements, running and cancelled. */
export function useContracts() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: contractsKey(),
    queryFn: () => callEndpoint(api, contractsEndpoints.list),
  });
}

/** POST /api/contracts.php: cancels one; the list then shows it cancelled, with the moment. */
export function useCancelContract() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) =>
      callEndpoint(api, contractsEndpoints.cancel, { body: { contract_id: contractId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractsKey() }),
  });
}
