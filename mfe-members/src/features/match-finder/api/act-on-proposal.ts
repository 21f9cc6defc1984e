import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  swipeEndpoints,
  type MatchFinderBody,
  type ProposalsResponse,
} from '@dating/shared-contracts/api';
import { proposalsKey } from './get-proposals';

/**
 * POST /api/match-finder.php: like (a real like) or skip (back after a while). The member
 * leaves the list at once; an empty list asks the server for the next ones.
 */
export function useActOnProposal(verifiedOnly: boolean) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchFinderBody) =>
      callEndpoint(api, swipeEndpoints.matchFinderAction, { body }),
    onSuccess: async (_answer, { profile_id, action }) => {
      if (action === 'like') bus.emit({ type: 'like/given', profileId: profile_id });
      const left = queryClient.setQueryData<ProposalsResponse>(proposalsKey(verifiedOnly), (old) =>
        old ? { profiles: old.profiles.filter((p) => p.id !== profile_id) } : old,
      );
      if (!left || left.profiles.length === 0)
        await queryClient.invalidateQueries({ queryKey: proposalsKey(verifiedOnly) });
    },
  });
}
