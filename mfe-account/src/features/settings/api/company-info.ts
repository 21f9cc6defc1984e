import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

/** GET /api/companyinfo.php: here for `delete_discount`, the offer to a member about to leave. */
export function useCompanyInfo() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: endpointKey(endpoints.site.companyInfo, {}),
    queryFn: () => callEndpoint(api, endpoints.site.companyInfo),
    staleTime: Infinity,
  });
}
