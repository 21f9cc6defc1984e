import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { presentCard } from '../members/profile-card';
import { ChatSendService } from './chat-send.service';
import { presentMessage } from './chat.presenter';
import { ChatsService } from './chats.service';

/** Chats and one conversation of spec section 7, and sending a message. */
export async function chatRoutes(app: FastifyInstance) {
  const chatEndpoints = endpoints.chats;
  const chats = new ChatsService(app.db, app.members, app.config.now);
  const sender = new ChatSendService(app.db, app.unitOfWork, app.members, app.config.now);
  const tags = ['chats'];

  const requireViewer = (request: FastifyRequest) => app.members.requireViewer(request.userId);

  endpointRoute(app, chatEndpoints.list, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { cdn_prefix } = await request.settings();
    const today = app.config.now();
    const entries = (await chats.list(viewer)).map(({ row, last }) => ({
      conversation: {
        id: String(row.conversation_id),
        last_message_at: row.last_message_at,
        messages: last ? [presentMessage(last, viewer.profileId, cdn_prefix)] : [],
      },
      profile: presentCard(row, today, cdn_prefix),
      num_unread_messages: row.unread_count,
    }));
    return {
      chats: entries,
      total_unread_messages: entries.reduce((sum, e) => sum + e.num_unread_messages, 0),
    };
  });

  // Opening a chat reads its messages and sets its unread count to zero.
  endpointRoute(app, chatEndpoints.open, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const id = Number(request.query.id);
    const { messages, card } = await chats.open(viewer, id);
    const { cdn_prefix } = await request.settings();
    return {
      conversation: {
        id: String(id),
        messages: messages.map((m) => presentMessage(m, viewer.profileId, cdn_prefix)),
      },
      profile: presentCard(card, app.config.now(), cdn_prefix),
    };
  });

  // Sends a text message, starting the conversation when there is none (decision 0105).
  endpointRoute(app, chatEndpoints.send, { tags }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const settings = await request.settings();
    const sent = await sender.sendText(
      viewer,
      Number(request.body.profile_id),
      request.body.body,
      settings,
    );
    return reply.code(201).send({
      conversation_id: String(sent.conversationId),
      message: presentMessage(sent.message, viewer.profileId, settings.cdn_prefix),
      credits: sent.credits,
    });
  });

  endpointRoute(app, chatEndpoints.remove, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { id, profile_id } = request.query;
    if (id === undefined && profile_id === undefined) {
      throw invalidFields([{ field: 'id', messageKey: 'field_required' }]);
    }
    await chats.remove(viewer, {
      conversationId: id !== undefined ? Number(id) : undefined,
      otherProfileId: profile_id !== undefined ? Number(profile_id) : undefined,
    });
    return { ok: true as const };
  });
}
