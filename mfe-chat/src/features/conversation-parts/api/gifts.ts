import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, profileActionsEndpoints } from '@dating/shared-contracts/api';

/** GET /api/gifts.php: the gift catalogue (the same cache entry as the profile view's). */
export function useGiftCatalogue() {
  const { api } = useRemoteProps();
  const { gifts } = profileActionsEndpoints;
  return useQuery({
    queryKey: endpointKey(gifts),
    queryFn: () => callEndpoint(api, gifts),
    staleTime: 10 * 60_000,
  });
}
