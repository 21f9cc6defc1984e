import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';

/** POST /api/like.php for a suggested member; the shell's likes summary follows. */
export function useLikeSuggestion() {
  const { api, bus } = useRemoteProps();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(api, endpoints.members.like, { body: { profile_id: profileId } }),
    onSuccess: (_answer, profileId) => bus.emit({ type: 'like/given', profileId }),
  });
}
