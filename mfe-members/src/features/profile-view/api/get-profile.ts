import { useRemoteProps } from '@dating/platform';
import { useQuery } from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';

/** GET /api/profile.php: one member's public profile (404 when missing or blocked). */
export function useProfile(id: string) {
  const { api } = useRemoteProps();
  return useQuery(`profile:${id}`, () =>
    callEndpoint(api, endpoints.members.profile, { query: { id } }),
  );
}
