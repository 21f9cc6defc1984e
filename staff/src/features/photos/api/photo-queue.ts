import {
  callEndpoint,
  endpointKey,
  staffQueueEndpoints,
  type DecisionResponse,
} from '@dating/shared-contracts/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';

/** How often the grid asks again while it is open: new uploads arrive all day. */
const REFRESH_MS = 15_000;

export const photoQueueKey = endpointKey(staffQueueEndpoints.photoQueue);

/** GET photo-queue: the waiting photos by profile, beside each profile's active ones. */
export function usePhotoQueue() {
  const api = useStaffApi();
  return useQuery({
    queryKey: photoQueueKey,
    queryFn: () => callEndpoint(api, staffQueueEndpoints.photoQueue),
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Approves a waiting photo from the grid: claims its item (409 item_claimed when a colleague
 * holds it) and dismisses it with `facts`, as the item's own form would; the photo goes live.
 */
export function useApprovePhoto() {
  const api = useStaffApi();
  return useMutation({
    mutationFn: async ({
      itemId,
      facts,
    }: {
      itemId: string;
      facts: string;
    }): Promise<DecisionResponse> => {
      await callEndpoint(api, staffQueueEndpoints.claim, { params: { id: itemId } });
      return callEndpoint(api, staffQueueEndpoints.decide, {
        params: { id: itemId },
        body: { action: 'dismiss', text: facts },
      });
    },
  });
}
