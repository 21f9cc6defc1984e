import { defineEndpoint } from './define-endpoint';
import type { LanderQuerySchema, LanderResponseSchema } from './landers.schema';
import type { LanderMemberQuerySchema, LanderMemberResponseSchema } from './landers.schema';

/** Landers as data (decision 0123): what visitors' landing pages read. */
export const landersEndpoints = {
  /** The live version of a published lander (`{ lander: null }` when none is live). */
  lander: defineEndpoint<{
    querystring: typeof LanderQuerySchema;
    response: { 200: typeof LanderResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/lander.php',
    access: 'visitor',
  }),
};

/** A member lander's member (`/members/{id}/landing*`), as a visitor may see them. */
export const landerMemberEndpoints = {
  member: defineEndpoint<{
    querystring: typeof LanderMemberQuerySchema;
    response: { 200: typeof LanderMemberResponseSchema };
  }>()({
    method: 'GET',
    path: '/api/lander-member.php',
    access: 'visitor',
  }),
};
