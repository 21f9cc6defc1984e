import { useQuery, useRemoteProps } from '@dating/platform';
import {
  callEndpoint,
  endpointKey,
  type ChatResponse,
  conversationEndpoints,
} from '@dating/shared-contracts/api';
import type { ApiClient } from '@dating/shared-contracts';

export const openKey = (id: string) => endpointKey(conversationEndpoints.open, { id });

/** GET /api/chat.php?id=: the newest page of a conversation (50 messages, oldest first). */
export function useOpenConversation(id: string | null) {
  const { api } = useRemoteProps();
  return useQuery({
    queryKey: openKey(id ?? ''),
    queryFn: () => callEndpoint(api, conversationEndpoints.open, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

/** The 50 messages before `before` (scrolling up). */
export const fetchOlder = (api: ApiClient, id: string, before: string) =>
  callEndpoint(api, conversationEndpoints.open, { query: { id, before } });

/**
 * Everything after `after`, page by page while the server says `has_newer`: the resync after
 * a dropped connection, with no gap.
 */
export async function fetchNewer(
  api: ApiClient,
  id: string,
  after: string,
  onPage: (page: ChatResponse) => void,
) {
  let cursor = after;
  for (;;) {
    const page = await callEndpoint(api, conversationEndpoints.open, {
      query: { id, after: cursor },
    });
    onPage(page);
    const last = page.conversation.messages.at(-1)?.id;
    if (!page.conversation.has_newer || !last) return;
    cursor = last;
  }
}
