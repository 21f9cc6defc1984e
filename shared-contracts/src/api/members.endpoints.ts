import type { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import type {
  LikeResponseSchema,
  ProfileIdBodySchema,
  ProfileIdQuerySchema,
  ProfileQuerySchema,
  ProfileResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
} from './members.schema';

/** Member search, profile view, likes and blocks. */
export const membersEndpoints = {
  /** Visitors may search where the site's settings allow it (logged_out_search). */
  search: defineEndpoint<{
    querystring: typeof SearchQuerySchema;
    response: { 200: typeof SearchResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/search.php',
    access: 'visitor',
  }),
  profile: defineEndpoint<{
    querystring: typeof ProfileQuerySchema;
    response: { 200: typeof ProfileResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/profile.php',
    access: 'visitor',
  }),
  like: defineEndpoint<{
    body: typeof ProfileIdBodySchema;
    response: { 200: typeof LikeResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/like.php',
    access: 'member',
  }),
  unlike: defineEndpoint<{
    querystring: typeof ProfileIdQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/like.php',
    access: 'member',
  }),
  block: defineEndpoint<{
    body: typeof ProfileIdBodySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'POST',
    path: '/api/block.php',
    access: 'member',
  }),
  unblock: defineEndpoint<{
    querystring: typeof ProfileIdQuerySchema;
    response: { 200: typeof OkResponseSchema };
  }>()({
    method: 'DELETE',
    path: '/api/block.php',
    access: 'member',
  }),
};
