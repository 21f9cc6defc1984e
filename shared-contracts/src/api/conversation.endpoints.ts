import type {
  ChatImageQuerySchema,
  ChatReadBodySchema,
  ChatReadResponseSchema,
  ChatReportBodySchema,
  ChatReportResponseSchema,
  ChatTypingBodySchema,
  ChatTypingResponseSchema,
} from './chat-delivery.schema';
import type {
  ChatQuerySchema,
  ChatResponseSchema,
  DeleteChatQuerySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from './chats.schema';
import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';

/**
 * One conversation: open a page of it, send text, gifts and images, mark it read, say one is
 * typing, report, delete (decisions 0105, 0119). A group of its own, apart from the chat list
 * and likes the shell reads, so the shell's first visit does not carry it (decision 0013).
 */
export const conversationEndpoints = {
  /** One page of a conversation (keyset by message id); changes nothing. */
  open: defineEndpoint<{
    querystring: typeof ChatQuerySchema;
    response: { 200: typeof ChatResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/chat.php',
    access: 'member',
  }),
  /**
   * Sends a text or gift message with the client's nonce, starting the conversation when
   * there is none (decisions 0105, 0119). Refusals change nothing: 402 insufficient_credits,
   * 403 free_chat_limit, 409 recipient_not_confirmed, 404 not_found (also a block either
   * way), 429 too_many_requests (more than 30 messages a minute).
   */
  send: defineEndpoint<{
    body: typeof SendMessageBodySchema;
    response: { 201: typeof SendMessageResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/chat.php',
    access: 'member',
  }),
  /** Sends an image message (multipart, field `image`; costs `photo_credits`). */
  sendImage: defineEndpoint<{
    querystring: typeof ChatImageQuerySchema;
    response: { 201: typeof SendMessageResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/chat-image.php',
    access: 'member',
    multipart: true,
  }),
  /** Marks the conversation read up to a message: the unread count drops, the partner sees it. */
  read: defineEndpoint<{
    body: typeof ChatReadBodySchema;
    response: { 200: typeof ChatReadResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/chat-read.php',
    access: 'member',
  }),
  /** The member is typing: an expiring `typing` event to the partner (429 when too often). */
  typing: defineEndpoint<{
    body: typeof ChatTypingBodySchema;
    response: { 200: typeof ChatTypingResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/chat-typing.php',
    access: 'member',
  }),
  /** Reports a conversation or one of its messages for moderation (EU DSA notice). */
  report: defineEndpoint<{
    body: typeof ChatReportBodySchema;
    response: { 200: typeof ChatReportResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/chat-report.php',
    access: 'member',
  }),
  /**
   * Deletes for the member only: one conversation by `id`, or every conversation with
   * `profile_id`; the member's open tabs get a `chat_deleted` event.
   */
  remove: defineEndpoint<{
    querystring: typeof DeleteChatQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/chat.php',
    access: 'member',
  }),
};
