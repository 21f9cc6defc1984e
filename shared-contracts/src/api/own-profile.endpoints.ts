import { defineEndpoint } from './define-endpoint';
import type { OwnProfileResponseSchema, UpdateOwnProfileBodySchema } from './own-profile.schema';

/** The logged-in member's own profile: read every field, change any of them. */
export const ownProfileEndpoints = {
  get: defineEndpoint<{ response: { 200: typeof OwnProfileResponseSchema } }>()({
    method: 'GET',
    path: '/api/my-profile.php',
    access: 'member',
  }),
  update: defineEndpoint<{
    body: typeof UpdateOwnProfileBodySchema;
    response: { 200: typeof OwnProfileResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/my-profile.php',
    access: 'member',
  }),
};
