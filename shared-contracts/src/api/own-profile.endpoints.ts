import { defineEndpoint } from './define-endpoint';
import { OwnProfileResponseSchema, UpdateOwnProfileBodySchema } from './own-profile.schema';

/** The logged-in member's own profile: read every field, change any of them. */
export const ownProfileEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/my-profile.php',
    access: 'member',
    response: { 200: OwnProfileResponseSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/my-profile.php',
    access: 'member',
    body: UpdateOwnProfileBodySchema,
    response: { 200: OwnProfileResponseSchema },
  }),
};
