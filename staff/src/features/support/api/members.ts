import {
  callEndpoint,
  endpointKey,
  staffMembersEndpoints,
  type SupportActionResponse,
} from '@dating/shared-contracts/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffApi } from '../../../lib/api-context';

const { search, file, resendActivation, endSessions, dataExport } = staffMembersEndpoints;

/** GET members?q=: at most 50 members (the search is audited, so only a typed query asks). */
export function useMemberSearch(q: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: endpointKey(search, { query: { q } }),
    queryFn: () => callEndpoint(api, search, { query: { q } }),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}

export const memberFileKey = (id: string) => endpointKey(file, { id });

/** GET members/:id: the member's file (the look is audited). */
export function useMemberFile(id: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: memberFileKey(id),
    queryFn: () => callEndpoint(api, file, { params: { id } }),
    staleTime: 0,
  });
}

export type SupportAction = 'resendActivation' | 'endSessions' | 'dataExport';

/** One of support's actions on the member, with the reason typed; the file is read again after. */
export function useSupportAction(id: string, action: SupportAction) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string): Promise<SupportActionResponse> => {
      const params = { id };
      switch (action) {
        case 'resendActivation':
          return callEndpoint(api, resendActivation, {
            params,
            body: reason ? { reason } : {},
          });
        case 'endSessions':
          return callEndpoint(api, endSessions, { params, body: { reason } });
        case 'dataExport':
          return callEndpoint(api, dataExport, { params, body: { reason } });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberFileKey(id) }),
  });
}
