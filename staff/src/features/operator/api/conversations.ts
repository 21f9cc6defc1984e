import {
  callEndpoint,
  endpointKey,
  staffOperatorConversationEndpoints,
  type OperatorAnswerBody,
  type OperatorAnswerResponse,
} from '@dating/shared-contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';

const { inbox, conversation, answer, claim, release } = staffOperatorConversationEndpoints;

/** An operator holds a conversation while its screen is open: one answers a member at a time. */
export const operatorClaimEndpoints = { claim, release };

/** How often the waiting list is asked for again while it is open. */
const INBOX_REFRESH_MS = 30_000;

export const operatorInboxKey = endpointKey(inbox);
export const operatorConversationKey = (id: string) => endpointKey(conversation, { id });

/** GET operator/conversations: those waiting for an answer, oldest waiting first. */
export function useOperatorInbox() {
  const api = useStaffApi();
  return useQuery({
    queryKey: operatorInboxKey,
    queryFn: () => callEndpoint(api, inbox, {}),
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** GET operator/conversations/:id: the conversation (the look is audited). */
export function useOperatorConversation(id: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: operatorConversationKey(id),
    queryFn: () => callEndpoint(api, conversation, { params: { id } }),
    staleTime: 0,
  });
}

/**
 * An answer as the profile (a text, or the honest answer). The body carries its nonce, made
 * once per answer by the screen, so a retry is the same message; the conversation and the
 * waiting list are read again after.
 */
export function useOperatorAnswer(id: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorAnswerBody): Promise<OperatorAnswerResponse> =>
      callEndpoint(api, answer, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorConversationKey(id) }),
        queryClient.invalidateQueries({ queryKey: operatorInboxKey }),
      ]);
    },
  });
}
