import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, accountDataEndpoints } from '@dating/shared-contracts/api';

const exportKey = () => endpointKey(accountDataEndpoints.dataExport, {});

/** How often the settings ask whether an export being prepared is ready. */
export const EXPORT_POLL_MS = 3000;

/** Where the ready zip is downloaded by the owner's session (the mail's link adds a token). */
export const EXPORT_DOWNLOAD_URL = accountDataEndpoints.downloadDataExport.path;

/** GET /api/data-export-status.php: the latest export, asked again while it is prepared. */
export function useDataExport() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: exportKey(),
    queryFn: () => callEndpoint(api, accountDataEndpoints.dataExport),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'preparing' ? EXPORT_POLL_MS : false,
  });
}

/** POST /api/data-export.php: starts an export (or answers the one being prepared). */
export function useRequestDataExport() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(api, accountDataEndpoints.requestDataExport),
    onSuccess: (answer) => queryClient.setQueryData(exportKey(), answer),
  });
}
