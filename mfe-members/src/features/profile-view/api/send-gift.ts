import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/**
 * POST /api/gift.php. The nonce names one attempt: a retry after a lost answer sends the
 * same one and the server charges once. The new balance goes to the shell's session.
 */
export function useSendGift(profileId: string) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ giftId, nonce }: { giftId: string; nonce: string }) =>
      callEndpoint(api, endpoints.profileActions.sendGift, {
        body: { profile_id: profileId, gift_id: giftId, nonce },
      }),
    onSuccess: async (answer) => {
      bus.emit({ type: 'credits/changed', credits: answer.credits });
      await queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.chats.list) });
    },
  });
}

/** A fresh name for one gift attempt (letters and digits, as the API asks). */
export function newNonce(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
