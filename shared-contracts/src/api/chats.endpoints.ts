import { AutoLikeResponseSchema, ChatsResponseSchema, LikesResponseSchema } from './chats.schema';
import { defineEndpoint } from './define-endpoint';

/** The chat list, likes and the auto-like (one conversation: conversation.endpoints.ts). */
export const chatsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/chats.php',
    access: 'member',
    response: { 200: ChatsResponseSchema },
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
