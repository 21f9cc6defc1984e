import { useRemoteProps } from '@dating/platform';
import { useQuery } from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';

export const LANDER_PHOTOS = 12;

/** GET /api/search.php: a page of members for the photo wall (allowed while logged out). */
export function useLanderMembers() {
  const { api } = useRemoteProps();
  return useQuery('lander-members', () =>
    callEndpoint(api, endpoints.members.search, { query: { per_page: LANDER_PHOTOS } }),
  );
}
