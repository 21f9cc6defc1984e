import { useQuery, useRemoteProps } from '@dating/platform';
import { callEndpoint, endpointKey, endpoints } from '@dating/shared-contracts/api';

const HIDDEN = { folder: 'hidden' as const };

/**
 * The hidden folder: conversations that began with one of the member's hidden words, and
 * likes from profiles that have one. Asked only while the folder is open.
 */
export function useHiddenFolder(open: boolean) {
  const { api } = useRemoteProps();
  const chats = useQuery({
    queryKey: endpointKey(endpoints.chats.list, HIDDEN),
    queryFn: () => callEndpoint(api, endpoints.chats.list, { query: HIDDEN }),
    enabled: open,
  });
  const likes = useQuery({
    queryKey: endpointKey(endpoints.chats.likes, HIDDEN),
    queryFn: () => callEndpoint(api, endpoints.chats.likes, { query: HIDDEN }),
    enabled: open,
  });
  return { chats, likes };
}
