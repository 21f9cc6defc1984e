import {
  AutoLikeResponseSchema,
  ChatQuerySchema,
  ChatResponseSchema,
  ChatsResponseSchema,
  DeleteChatQuerySchema,
  LikesResponseSchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
} from './chats.schema';
import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';

/** Chats, one conversation, likes and the auto-like of spec section 7. */
export const chatsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chats.php',
    access: 'member',
    response: { 200: ChatsResponseSchema },
  }),
  /** Reads a conversation and sets its unread count to zero. */
  open: defineEndpoint({
    method: 'GET',
    path: '/api/chat.php',
    access: 'member',
    querystring: ChatQuerySchema,
    response: { 200: ChatResponseSchema },
  }),
  /** Sends a text message, starting the conversation when there is none (decision 0105). */
  send: defineEndpoint({
    method: 'POST',
    path: '/api/chat.php',
    access: 'member',
    body: SendMessageBodySchema,
    response: { 201: SendMessageResponseSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/chat.php',
    access: 'member',
    querystring: DeleteChatQuerySchema,
    response: { 200: OkResponseSchema },
  }),
  likes: defineEndpoint({
    method: 'GET',
    path: '/api/likes.php',
    access: 'member',
    response: { 200: LikesResponseSchema },
  }),
  /** A fictional member likes the member; the answer says who (or null). */
  autoLike: defineEndpoint({
    method: 'GET',
    path: '/api/auto-like.php',
    access: 'member',
    changesState: true,
    response: { 200: AutoLikeResponseSchema },
  }),
};
