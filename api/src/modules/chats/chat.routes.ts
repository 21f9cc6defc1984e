import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { authenticationRequired, invalidFields, notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { imageRef } from '../../lib/media';
import { requireUserId } from '../../plugins/auth.plugin';
import { presentCard } from '../members/profile-card';
import { ChatSendService } from './chat-send.service';
import { presentMessage } from './chat.presenter';
import { ChatsRepository } from './chats.repository';

/** Chats, one conversation, likes and the auto-like of spec section 7. */
export async function chatRoutes(app: FastifyInstance) {
  const chatEndpoints = endpoints.chats;
  const chats = new ChatsRepository(app.db);
  const sender = new ChatSendService(app.db, app.unitOfWork, app.members.repo, app.config.now);
  const tags = ['chats'];

  const requireViewer = async (request: FastifyRequest) => {
    const viewer = await app.members.viewer(requireUserId(request));
    if (!viewer) throw authenticationRequired();
    return viewer;
  };

  endpointRoute(app, chatEndpoints.list, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { cdn_prefix } = await request.settings();
    const today = app.config.now();
    const rows = await chats.list(viewer.profileId);
    const last = new Map(
      (await chats.lastMessages(rows.map((r) => r.conversation_id))).map((m) => [
        m.conversation_id,
        m,
      ]),
    );
    const entries = rows.map((row) => {
      const message = last.get(row.conversation_id);
      return {
        conversation: {
          id: String(row.conversation_id),
          last_message_at: row.last_message_at,
          messages: message ? [presentMessage(message, viewer.profileId, cdn_prefix)] : [],
        },
        profile: presentCard(row, today, cdn_prefix),
        num_unread_messages: row.unread_count,
      };
    });
    return {
      chats: entries,
      total_unread_messages: entries.reduce((sum, e) => sum + e.num_unread_messages, 0),
    };
  });

  // Opening a chat reads its messages and sets its unread count to zero.
  endpointRoute(app, chatEndpoints.open, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const id = Number(request.query.id);
    const other = await chats.otherMember(id, viewer.profileId);
    if (other === null || (await app.members.repo.isBlocked(other, viewer.profileId)))
      throw notFound();
    const { cdn_prefix } = await request.settings();
    await chats.markRead(id, viewer.profileId);
    const messages = (await chats.messages(id)).reverse();
    const card = await app.members.repo.card(other);
    if (!card) throw notFound();
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
    const deleted = await chats.deleteFor(viewer.profileId, app.config.now().toISOString(), {
      conversationId: id !== undefined ? Number(id) : undefined,
      otherProfileId: profile_id !== undefined ? Number(profile_id) : undefined,
    });
    // Another member's conversation looks exactly like one that does not exist.
    if (deleted === 0) throw notFound();
    return { ok: true as const };
  });

  endpointRoute(app, chatEndpoints.likes, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { cdn_prefix } = await request.settings();
    const today = app.config.now();
    const [liked, likedBy] = await Promise.all([
      app.members.likes.liked(viewer.profileId),
      app.members.likes.likedBy(viewer.profileId),
    ]);
    return {
      profiles: liked.map((row) => presentCard(row, today, cdn_prefix)),
      liked_by: likedBy.map((row) => ({
        id: String(row.id),
        like_new: row.like_new === 1,
        created_at: row.liked_at,
        profile: presentCard(row, today, cdn_prefix),
      })),
      total_new_likes: likedBy.filter((row) => row.like_new === 1).length,
    };
  });

  // A fictional member likes the user (the product's engagement feature): returns who.
  endpointRoute(app, chatEndpoints.autoLike, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { cdn_prefix } = await request.settings();
    const candidate = await app.members.autoLike(viewer);
    if (!candidate) return { profile: null };
    return {
      profile: {
        id: String(candidate.id),
        name: candidate.name,
        main_image: imageRef(cdn_prefix, candidate),
      },
    };
  });
}
