import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, siteEndpoints } from '@dating/shared-contracts/api';

/** GET /api/regions.php: every country's regions, once per page (they do not change). */
export function useRegions() {
  const { api } = useRemoteProps();
  const { regions } = siteEndpoints;
  return useQuery({
    queryKey: endpointKey(regions),
    queryFn: () => callEndpoint(api, regions),
    staleTime: Infinity,
  });
}
