import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, membersEndpoints } from '@dating/shared-contracts/api';

/**
 * POST /api/block.php: the member blocks the partner; the blocked one can no longer see or
 * write to the blocker. The session's lists reload (the chat leaves them) and the
 * members area's cached lists are stale.
 */
export function useBlockMember(profileId: string) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callEndpoint(api, membersEndpoints.block, { body: { profile_id: profileId } }),
    onSuccess: async () => {
      bus.emit({ type: 'session/refresh-requested' });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointKey(membersEndpoints.profile, { id: profileId }),
        }),
        queryClient.invalidateQueries({ queryKey: endpointKey(membersEndpoints.search) }),
      ]);
    },
  });
}
