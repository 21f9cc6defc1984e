import { useMutation, useRemoteProps } from '@dating/platform';
import { callEndpoint, swipeEndpoints } from '@dating/shared-contracts/api';

/**
 * A like for a suggested member: the match finder's like (a plain like, not counted
 * against the swipe game's allowance). The shell's likes summary follows.
 */
export function useLikeSuggestion() {
  const { api, bus } = useRemoteProps();
  return useMutation({
    mutationFn: (profileId: string) =>
      callEndpoint(api, swipeEndpoints.matchFinderAction, {
        body: { profile_id: profileId, action: 'like' },
      }),
    onSuccess: (_answer, profileId) => bus.emit({ type: 'like/given', profileId }),
  });
}
