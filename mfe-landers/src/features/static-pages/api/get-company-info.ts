import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpointKey, siteEndpoints } from '@dating/shared-contracts/api';

/** GET /api/companyinfo.php: loaded once and cached, as company details do not change. */
export const companyInfoQuery = (api: ApiClient) => ({
  queryKey: endpointKey(siteEndpoints.companyInfo),
  queryFn: () =>
    callEndpoint(api, siteEndpoints.companyInfo).then((response) => response.companyinfo),
  staleTime: Infinity,
});

export function useCompanyInfo() {
  const { api } = useRemoteProps();
  return useQuery(companyInfoQuery(api));
}
