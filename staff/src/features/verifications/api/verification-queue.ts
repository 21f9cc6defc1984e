import {
  callEndpoint,
  endpointKey,
  staffVerificationEndpoints,
  type VerificationDecisionBody,
} from '@dating/shared-contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';
import { callWithoutAnswer } from '../../../lib/staff-api';

/** How often the list is asked again while it is open: selfies arrive all day. */
const REFRESH_MS = 15_000;

const queueKey = endpointKey(staffVerificationEndpoints.queue);

/** GET verifications: the open requests, each beside the profile's active photos. */
export function useVerificationQueue() {
  const api = useStaffApi();
  return useQuery({
    queryKey: queueKey,
    queryFn: () => callEndpoint(api, staffVerificationEndpoints.queue),
    refetchInterval: REFRESH_MS,
  });
}

/** POST verifications/:id/decision: approves, or refuses with a reason; the list is read again. */
export function useDecideVerification() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VerificationDecisionBody }) =>
      callWithoutAnswer(api, staffVerificationEndpoints.decide, { params: { id }, body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
