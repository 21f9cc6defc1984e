import { useMutation, useQueryClient, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  swipeEndpoints,
  type SwipeAction,
  type SwipeResponse,
} from '@dating/shared-contracts/api';
import { swipeCardsKey } from './get-swipe-cards';

/** Fewer cards than this left on screen: the next ones are fetched. */
const REFILL_BELOW = 3;

/**
 * POST /api/swipe.php. The card leaves the deck and the allowance is what the server
 * answers; a refusal (429: no likes left) fetches the deck again, so the countdown shows
 * the server's own reset time. The client never counts.
 */
export function useSwipe(tz: string | undefined, verifiedOnly: boolean) {
  const { api, bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const key = swipeCardsKey(tz, verifiedOnly);
  return useMutation({
    mutationFn: ({ profileId, action }: { profileId: string; action: SwipeAction }) =>
      callEndpoint(api, swipeEndpoints.swipe, {
        body: { profile_id: profileId, action, ...(tz ? { tz } : {}) },
      }),
    onSuccess: async (answer, { profileId, action }) => {
      if (action === 'like') bus.emit({ type: 'like/given', profileId });
      const deck = queryClient.setQueryData<SwipeResponse>(key, (old) =>
        old
          ? {
              profiles: old.profiles.filter((p) => p.id !== profileId),
              allowance: answer.allowance,
            }
          : old,
      );
      if (!deck || deck.profiles.length < REFILL_BELOW)
        await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
