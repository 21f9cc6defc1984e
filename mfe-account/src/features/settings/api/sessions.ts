import { useMutation, useQuery, useQueryClient, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, accountDataEndpoints } from '@dating/shared-contracts/api';

const sessionsKey = () => endpointKey(accountDataEndpoints.sessions, {});

/** GET /api/sessions.php: the member's sessions still in use, this browser's marked. */
export function useSessions() {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: sessionsKey(),
    queryFn: () => callEndpoint(api, accountDataEndpoints.sessions),
  });
}

/** Signs out one other session (by its public id), or every other one; the list reloads. */
export function useEndSessions() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'others') =>
      id === 'others'
        ? callEndpoint(api, accountDataEndpoints.endOtherSessions)
        : callEndpoint(api, accountDataEndpoints.endSession, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey() }),
  });
}
