import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';

/** The swipe game, the match finder and the suggestions after signup (decision 0113). */
export async function swipeRoutes(app: FastifyInstance) {
  const { swipe: area } = endpoints;
  const tags = ['members'];
  const service = app.swipe;

  const viewerOf = (userId: number | null) => app.members.requireViewer(userId);

  endpointRoute(app, area.swipeCards, { tags }, async (request) => {
    const viewer = await viewerOf(request.userId);
    const { cdn_prefix } = await request.settings();
    const { profiles, allowance } = await service.cards(
      viewer,
      request.query.tz,
      request.query.verified_only === true,
    );
    return { profiles: app.members.cards(profiles, cdn_prefix), allowance };
  });

  endpointRoute(app, area.swipe, { tags }, async (request) => {
    const viewer = await viewerOf(request.userId);
    const { profile_id, action, tz } = request.body;
    const result = await service.swipe(viewer, Number(profile_id), action, tz);
    return { ok: true as const, ...result };
  });

  endpointRoute(app, area.matchFinder, { tags }, async (request) => {
    const viewer = await viewerOf(request.userId);
    const { cdn_prefix } = await request.settings();
    const proposals = await service.finderProposals(viewer, request.query.verified_only === true);
    return { profiles: app.members.cards(proposals, cdn_prefix) };
  });

  endpointRoute(app, area.matchFinderAction, { tags }, async (request) => {
    const viewer = await viewerOf(request.userId);
    const { profile_id, action } = request.body;
    const match = await service.finderAction(viewer, Number(profile_id), action);
    return { ok: true as const, match };
  });

  endpointRoute(app, area.signupMatches, { tags }, async (request) => {
    const viewer = await viewerOf(request.userId);
    const { cdn_prefix } = await request.settings();
    return { profiles: app.members.cards(await service.signupProposals(viewer), cdn_prefix) };
  });
}
