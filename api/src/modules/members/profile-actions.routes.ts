import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { presentMessage } from '../chats/chat.presenter';

/** Related profiles, gifts and reports of the profile view (decision 0115). */
export async function profileActionsRoutes(app: FastifyInstance) {
  const { related, gifts, sendGift, report } = endpoints.profileActions;
  const { profileExtras: extras, giftSender } = app;
  const tags = ['members'];

  endpointRoute(app, related, { tags }, async (request) => {
    const settings = await request.settings();
    const viewer = await app.members.viewer(request.userId);
    return extras.related(Number(request.query.id), viewer, settings);
  });

  endpointRoute(app, gifts, { tags }, async (request) => {
    await app.members.requireViewer(request.userId);
    const settings = await request.settings();
    const catalogue = await giftSender.catalogue();
    return {
      gifts: catalogue.map((gift) => ({ id: String(gift.id), slug: gift.slug })),
      credits: settings.gift_credits,
    };
  });

  endpointRoute(app, sendGift, { tags }, async (request) => {
    const viewer = await app.members.requireViewer(request.userId);
    const settings = await request.settings();
    const sent = await giftSender.send(
      viewer,
      {
        profileId: Number(request.body.profile_id),
        giftId: Number(request.body.gift_id),
        nonce: request.body.nonce,
      },
      settings,
    );
    return {
      conversation_id: String(sent.conversationId),
      message: presentMessage(sent.message, viewer.profileId, { cdnPrefix: settings.cdn_prefix }),
      credits: sent.credits,
    };
  });

  endpointRoute(app, report, { tags }, async (request) => {
    const viewer = await app.members.requireViewer(request.userId);
    const { profile_id, reason, text } = request.body;
    const stored = await extras.report(viewer, Number(profile_id), reason, text);
    return { ok: true as const, report_id: String(stored.id), created: stored.created };
  });
}
