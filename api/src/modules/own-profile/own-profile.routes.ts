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

  endpointRoute(app, ownProfile.update, { tags }, async (request) => {
    const profile = await app.ownProfile.update(requireUserId(request), request.body);
    // Scam signals: contact details or payment words in what the profile says of itself.
    if (request.body.about) await app.scam.checkProfileText(Number(profile.id), profile.about);
    return { profile };
  });
}
