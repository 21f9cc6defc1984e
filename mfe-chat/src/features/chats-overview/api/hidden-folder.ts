import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, chatsEndpoints } from '@dating/shared-contracts/api';

const HIDDEN = { folder: 'hidden' as const };

/**
 * The hidden folder: conversations that began with one of the member's hidden words, and
 * likes from profiles that have one. Asked only while the folder is open.
 */
export function useHiddenFolder(open: boolean) {
  const { api } = useRemoteProps();
  const chats = useQuery({
    queryKey: endpointKey(chatsEndpoints.list, HIDDEN),
    queryFn: () => callEndpoint(api, chatsEndpoints.list, { query: HIDDEN }),
    enabled: open,
  });
  const likes = useQuery({
    queryKey: endpointKey(chatsEndpoints.likes, HIDDEN),
    queryFn: () => callEndpoint(api, chatsEndpoints.likes, { query: HIDDEN }),
    enabled: open,
  });
  return { chats, likes };
}
