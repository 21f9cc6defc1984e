import {
  ChatImageQuerySchema,
  ChatReadBodySchema,
  ChatReadResponseSchema,
  ChatReportBodySchema,
  ChatReportResponseSchema,
  ChatTypingBodySchema,
  ChatTypingResponseSchema,
} from './chat-delivery.schema';
import {
  ChatQuerySchema,
  ChatResponseSchema,
  DeleteChatQuerySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from './chats.schema';
import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';

/**
 * One conversation: open a page of it, send text, gifts and images, mark it read, say one is
 * typing, report, delete (decisions 0105, 0119). A group of its own, apart from the chat list
 * and likes the shell reads, so the shell's first visit does not carry it (decision 0013).
 */
export const conversationEndpoints = {
  /** One page of a conversation (keyset by message id); changes nothing. */
  open: defineEndpoint({
    method: 'GET',
    path: '/api/chat.php',
    access: 'member',
    querystring: ChatQuerySchema,
    response: { 200: ChatResponseSchema },
  }),
  /**
   * Sends a text or gift message with the client's nonce, starting the conversation when
   * there is none (decisions 0105, 0119). Refusals change nothing: 402 insufficient_credits,
   * 403 free_chat_limit, 409 recipient_not_confirmed, 404 not_found (also a block either
   * way), 429 too_many_requests (more than 30 messages a minute).
   */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/chat.php',
    access: 'member',
    body: SendMessageBodySchema,
    response: { 201: SendMessageResponseSchema },
  }),
  /** Sends an image message (multipart, field `image`; costs `photo_credits`). */
  sendImage: defineEndpoint({
    method: 'POST',
    path: '/api/chat-image.php',
    access: 'member',
    multipart: true,
    querystring: ChatImageQuerySchema,
    response: { 201: SendMessageResponseSchema },
  }),
  /** Marks the conversation read up to a message: the unread count drops, the partner sees it. */
  read: defineEndpoint({
    method: 'POST',
    path: '/api/chat-read.php',
    access: 'member',
    body: ChatReadBodySchema,
    response: { 200: ChatReadResponseSchema },
  }),
  /** The member is typing: an expiring `typing` event to the partner (429 when too often). */
  typing: defineEndpoint({
    method: 'POST',
    path: '/api/chat-typing.php',
    access: 'member',
    body: ChatTypingBodySchema,
    response: { 200: ChatTypingResponseSchema },
  }),
  /** Reports a conversation or one of its messages for moderation (EU DSA notice). */
  report: defineEndpoint({
    method: 'POST',
    path: '/api/chat-report.php',
    access: 'member',
    body: ChatReportBodySchema,
    response: { 200: ChatReportResponseSchema },
  }),
  /**
   * Deletes for the member only: one conversation by `id`, or every conversation with
   * `profile_id`; the member's open tabs get a `chat_deleted` event.
   */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat.php',
    access: 'member',
    querystring: DeleteChatQuerySchema,
    response: { 200: OkResponseSchema },
  }),
};
