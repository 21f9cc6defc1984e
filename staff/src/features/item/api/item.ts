import {
  callEndpoint,
  endpointKey,
  staffQueueEndpoints,
  type AppealDecisionBody,
  type DecisionBody,
} from '@dating/shared-contracts/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';
import { callWithoutAnswer } from '../../../lib/staff-api';

/** GET queue/:id: the item and what a moderator needs to decide it (the look is audited). */
export function useItemDetail(id: string, enabled: boolean) {
  const api = useStaffApi();
  return useQuery({
    queryKey: endpointKey(staffQueueEndpoints.item, { id }),
    queryFn: () => callEndpoint(api, staffQueueEndpoints.item, { params: { id } }),
    enabled,
    staleTime: 0,
  });
}

/** POST queue/:id/decision: decides the claimed item. */
export function useDecide(id: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: DecisionBody) =>
      callEndpoint(api, staffQueueEndpoints.decide, { params: { id }, body }),
  });
}

/** POST queue/:id/appeal: upholds or reverses the claimed appeal; 204. */
export function useDecideAppeal(id: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (body: AppealDecisionBody) =>
      callWithoutAnswer(api, staffQueueEndpoints.decideAppeal, { params: { id }, body }),
  });
}

/** POST decisions/:id/undo: takes a decision back within UNDO_SECONDS of making it. */
export function useUndo() {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (decisionId: string) =>
      callWithoutAnswer(api, staffQueueEndpoints.undo, { params: { id: decisionId } }),
  });
}
