import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, visitorMaySearch } from '@dating/shared-contracts/api';
import { authenticationRequired } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';

/** Member search, profile view, likes and blocks. */
export async function memberRoutes(app: FastifyInstance) {
  const { members } = endpoints;
  const tags = ['members'];

  const requireViewer = (request: FastifyRequest) => app.members.requireViewer(request.userId);

  endpointRoute(app, members.search, { tags }, async (request) => {
    const settings = await request.settings();
    const viewer = await app.members.viewer(request.userId);
    if (!viewer && !visitorMaySearch(settings, request.query)) throw authenticationRequired();
    return app.members.search(request.query, viewer, settings);
  });

  endpointRoute(app, members.profile, { tags }, async (request) => {
    const settings = await request.settings();
    const viewer = await app.members.viewer(request.userId);
    return {
      profile: await app.members.profile(
        Number(request.query.id),
        viewer,
        settings.cdn_prefix,
        settings.visible_profile_fields,
      ),
    };
  });

  endpointRoute(app, members.like, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const match = await app.members.like(viewer, Number(request.body.profile_id));
    return { ok: true as const, match };
  });

  endpointRoute(app, members.unlike, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    await app.members.unlike(viewer, Number(request.query.profile_id));
    return { ok: true as const };
  });

  endpointRoute(app, members.block, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    await app.members.block(viewer, Number(request.body.profile_id));
    return { ok: true as const };
  });

  endpointRoute(app, members.unblock, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    await app.members.unblock(viewer, Number(request.query.profile_id));
    return { ok: true as const };
  });
}
