import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';

/** GET /api/lander-member.php: the member a member lander shows (decision 0125). */
export async function landerMemberRoutes(app: FastifyInstance) {
  const service = app.landerMembers;

  endpointRoute(app, endpoints.landerMember.member, { tags: ['landers'] }, async (request) => {
    const id = Number(request.query.id);
    // Members are sent on to the real profile; still, a member blocked by this one sees nothing.
    const viewer = await app.members.viewer(request.userId);
    if (viewer && (await app.members.isBlocked(id, viewer.profileId))) throw notFound();
    return { member: await service.member(id, await request.settings()) };
  });
}
