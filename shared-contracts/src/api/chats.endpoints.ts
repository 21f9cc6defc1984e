import type {
  AutoLikeResponseSchema,
  ChatsResponseSchema,
  FolderQuerySchema,
  LikesResponseSchema,
} from './chats.schema';
import { defineEndpoint } from './define-endpoint';

/** The chat list, likes and the auto-like (one conversation: conversation.endpoints.ts). */
export const chatsEndpoints = {
  list: defineEndpoint<{
    querystring: typeof FolderQuerySchema;
    response: { 200: typeof ChatsResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/chats.php',
    access: 'member',
  }),
  likes: defineEndpoint<{
    querystring: typeof FolderQuerySchema;
    response: { 200: typeof LikesResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/likes.php',
    access: 'member',
  }),
  /** A fictional member likes the member; the answer says who (or null). */
  autoLike: defineEndpoint<{ response: { 200: typeof AutoLikeResponseSchema } }>()({
    method: 'GET',
    path: '/api/auto-like.php',
    access: 'member',
    changesState: true,
  }),
};
