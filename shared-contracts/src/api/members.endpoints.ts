import { OkResponseSchema } from './common.schema';
import { defineEndpoint } from './define-endpoint';
import {
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
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search.php',
    access: 'visitor',
    querystring: SearchQuerySchema,
    response: { 200: SearchResponseSchema },
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/profile.php',
    access: 'visitor',
    querystring: ProfileQuerySchema,
    response: { 200: ProfileResponseSchema },
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/api/like.php',
    access: 'member',
    body: ProfileIdBodySchema,
    response: { 200: LikeResponseSchema },
  }),
  unlike: defineEndpoint({
    method: 'DELETE',
    path: '/api/like.php',
    access: 'member',
    querystring: ProfileIdQuerySchema,
    response: { 200: OkResponseSchema },
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/block.php',
    access: 'member',
    body: ProfileIdBodySchema,
    response: { 200: OkResponseSchema },
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/api/block.php',
    access: 'member',
    querystring: ProfileIdQuerySchema,
    response: { 200: OkResponseSchema },
  }),
};
