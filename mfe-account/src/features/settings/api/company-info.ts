import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, siteEndpoints } from '@dating/shared-contracts/api';

/** GET /api/companyinfo.php: here for `delete_discount`, the offer to a member about to leave. */
export function useCompanyInfo() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(siteEndpoints.companyInfo, {}),
    queryFn: () => callEndpoint(api, siteEndpoints.companyInfo),
    staleTime: Infinity,
  });
}
