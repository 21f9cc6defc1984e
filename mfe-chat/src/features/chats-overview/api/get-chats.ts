import { useQuery, useRemoteProps } from '@dating/shared-contracts';
import { callEndpoint, endpoints } from '@dating/shared-contracts/api';

/** GET /api/chats.php: the member's conversations. `attempt` lets a retry load again. */
export function useChats(attempt = 0) {
  const { api } = useRemoteProps();
  return useQuery(`chats:${attempt}`, () => callEndpoint(api, endpoints.chats.list));
}
