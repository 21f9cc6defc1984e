import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/**
 * POST /api/like.php, or DELETE it to take a like back. The profile's `liked` comes from
 * the server: on success every cached answer of that profile is invalidated and fetched
 * again, in this remote and any other that shows it, so the button never guesses.
 */
export function useLikeProfile(id: string) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const { like, unlike, profile } = endpoints.members;
  return useMutation({
    mutationFn: (currentlyLiked: boolean) =>
      currentlyLiked
        ? callEndpoint(api, unlike, { query: { profile_id: id } }).then(() => ({ match: false }))
        : callEndpoint(api, like, { body: { profile_id: id } }),
    onSuccess: async (_answer, currentlyLiked) => {
      // The shell's likes summary follows: a like given reloads it, a like taken back
      // asks for the session's refresh (there is no event of its own for that).
      bus.emit(
        currentlyLiked
          ? { type: 'session/refresh-requested' }
          : { type: 'like/given', profileId: id },
      );
      await queryClient.invalidateQueries({ queryKey: endpointKey(profile, { id }) });
    },
  });
}
