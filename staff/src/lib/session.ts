import { isApiError } from '@dating/shared-contracts';
import {
  callEndpoint,
  staffSessionEndpoints,
  type StaffMe,
  type StaffRole,
} from '@dating/shared-contracts/api';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useStaffApi } from './api-context';
import { AUTHENTICATION_REQUIRED } from './staff-api';

/** The session's query: the signed-in staff member, or null when nobody is. */
const SESSION_KEY = ['staff-session'] as const;

/** Who is signed in (GET me); null shows the sign-in screen at the same address. */
export function useSession() {
  const api = useStaffApi();
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await callEndpoint(api, staffSessionEndpoints.me);
      } catch (error) {
        if (isApiError(error) && error.code === AUTHENTICATION_REQUIRED) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/** The signed-in member, for screens that render only inside a session. */
export function useMe(): StaffMe {
  const { data } = useSession();
  if (!data) throw new Error('useMe outside a session');
  return data;
}

export function useSignedIn() {
  const queryClient = useQueryClient();
  return (me: StaffMe) => queryClient.setQueryData(SESSION_KEY, me);
}

/**
 * The session ended (signed out, or a call answered staff_authentication_required): the
 * sign-in screen takes the page, and nothing one session read stays for the next.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}

export const holdsRole = (me: StaffMe, role: StaffRole): boolean => me.roles.includes(role);
