import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/**
 * POST /api/block.php, or DELETE it to unblock. Everything listing members may change
 * (search, likes, related profiles): the cache is invalidated for the whole area.
 */
export function useBlockProfile(id: string) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const { block, unblock } = endpoints.members;
  return useMutation({
    mutationFn: (currentlyBlocked: boolean) =>
      currentlyBlocked
        ? callEndpoint(api, unblock, { query: { profile_id: id } })
        : callEndpoint(api, block, { body: { profile_id: id } }),
    onSuccess: async () => {
      bus.emit({ type: 'session/refresh-requested' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.members.profile, { id }) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.members.search) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.profileActions.related) }),
      ]);
    },
  });
}
