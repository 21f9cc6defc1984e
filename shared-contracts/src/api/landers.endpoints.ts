import { defineEndpoint } from './define-endpoint';
import { LanderQuerySchema, LanderResponseSchema } from './landers.schema';

/** Landers as data (decision 0123): what visitors' landing pages read. */
export const landersEndpoints = {
  /** The live version of a published lander (404 lander_not_found when none is live). */
  lander: defineEndpoint({
    method: 'GET',
    path: '/api/lander.php',
    access: 'visitor',
    querystring: LanderQuerySchema,
    response: { 200: LanderResponseSchema },
  }),
};
