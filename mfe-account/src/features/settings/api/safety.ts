import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  safetyEndpoints,
  type UpdateSafetyBody,
} from '@dating/shared-contracts/api';

const safetyKey = () => endpointKey(safetyEndpoints.get, {});

/** GET /api/safety.php: the member's safety choices and hidden words. */
export function useSafety() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: safetyKey(),
    queryFn: () => callEndpoint(api, safetyEndpoints.get),
  });
}

/** PUT /api/safety.php: changes some choices; the answer holds them all. */
export function useUpdateSafety() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSafetyBody) => callEndpoint(api, safetyEndpoints.update, { body }),
    onSuccess: (answer) => queryClient.setQueryData(safetyKey(), answer),
  });
}
