import { defineEndpoint } from './define-endpoint';
import type { SafetyResponseSchema, UpdateSafetyBodySchema } from './safety.schema';

/** The member's own safety choices: images from matches, fictional profiles, hidden words. */
export const safetyEndpoints = {
  get: defineEndpoint<{ response: { 200: typeof SafetyResponseSchema } }>()({
    method: 'GET',
    path: '/api/safety.php',
    access: 'member',
  }),
  update: defineEndpoint<{
    body: typeof UpdateSafetyBodySchema;
    response: { 200: typeof SafetyResponseSchema };
  }>()({
    method: 'PUT',
    path: '/api/safety.php',
    access: 'member',
  }),
};
