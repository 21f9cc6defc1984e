import { useQuery, useRemoteProps } from '@dating/platform';
import type { ApiClient } from '@dating/shared-contracts';
import { callEndpoint, endpointKey, landerMemberEndpoints } from '@dating/shared-contracts/api';

/** GET /api/lander-member.php?id=: the member as a visitor may see them (404 when hidden). */
export function landerMemberQuery(api: ApiClient, { id }: { id: string }) {
  const { member } = landerMemberEndpoints;
  const request = { query: { id } };
  return {
    queryKey: endpointKey(member, request),
    queryFn: () => callEndpoint(api, member, request),
  };
}

/** The lander's member; not asked for while `enabled` is false (a member is sent on). */
export function useLanderMember(id: string, enabled: boolean) {
  const { api } = useRemoteProps();
  return useQuery({ ...landerMemberQuery(api, { id }), enabled });
}
