import { callEndpoint, conversationEndpoints } from '@dating/shared-contracts/api';
import type { ApiClient } from '@dating/shared-contracts';

/** POST /api/chat-read.php: the member has read up to this message. */
export const markRead = (api: ApiClient, conversationId: string, upTo: string) =>
  callEndpoint(api, conversationEndpoints.read, {
    body: { conversation_id: conversationId, up_to_message_id: upTo },
  });

/** POST /api/chat-typing.php: the partner sees "typing" for a few seconds; failures don't matter. */
export const announceTyping = (api: ApiClient, conversationId: string) =>
  callEndpoint(api, conversationEndpoints.typing, {
    body: { conversation_id: conversationId },
  }).catch(() => undefined);
