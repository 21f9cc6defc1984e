import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

/** GET and PUT /api/my-profile.php: the logged-in member's own profile. */
export async function ownProfileRoutes(app: FastifyInstance) {
  const tags = ['profile'];
  const { ownProfile } = endpoints;

  endpointRoute(app, ownProfile.get, { tags }, async (request) => ({
    profile: await app.ownProfile.get(requireUserId(request)),
  }));

  endpointRoute(app, ownProfile.update, { tags }, async (request) => ({
    profile: await app.ownProfile.update(requireUserId(request), request.body),
  }));
}
