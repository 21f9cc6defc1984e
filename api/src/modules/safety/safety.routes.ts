import type { FastifyInstance } from 'fastify';
import { safetyEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

/** GET and PUT /api/safety.php: the logged-in member's own safety choices. */
export async function safetyRoutes(app: FastifyInstance) {
  const tags = ['safety'];
  const safety = safetyEndpoints;

  endpointRoute(app, safety.get, { tags }, async (request) => ({
    safety: await app.safety.get(requireUserId(request)),
  }));

  endpointRoute(app, safety.update, { tags }, async (request) => ({
    safety: await app.safety.update(requireUserId(request), request.body),
  }));
}
