import { useRemoteProps } from '@dating/platform';
import { useQuery } from '@dating/shared-contracts';
import type { ChatsResponse } from '@dating/shared-contracts/api';

/** GET /api/chats.php: the member's conversations. `attempt` lets a retry load again. */
export function useChats(attempt = 0) {
  const { api } = useRemoteProps();
  return useQuery(`chats:${attempt}`, () => api.get<ChatsResponse>('/api/chats.php'));
}
