import { defineEndpoint } from './define-endpoint';
import { LanderQuerySchema, LanderResponseSchema } from './landers.schema';
import { LanderMemberQuerySchema, LanderMemberResponseSchema } from './landers.schema';

/** Landers as data (decision 0123): what visitors' landing pages read. */
export const landersEndpoints = {
  /** The live version of a published lander (`{ lander: null }` when none is live). */
  lander: defineEndpoint({
    method: 'GET',
    path: '/api/lander.php',
    access: 'visitor',
    querystring: LanderQuerySchema,
    response: { 200: LanderResponseSchema },
  }),
};

/** A member lander's member (`/members/{id}/landing*`), as a visitor may see them. */
export const landerMemberEndpoints = {
  member: defineEndpoint({
    method: 'GET',
    path: '/api/lander-member.php',
    access: 'visitor',
    querystring: LanderMemberQuerySchema,
    response: { 200: LanderMemberResponseSchema },
  }),
};
