import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { presentCard } from '../members/profile-card';
import { readUpload, registerImageMultipart } from '../photos/photo.routes';
import { reportReference } from './chat-activity.service';
import type { SentMessage } from './chat-send.service';
import { presentMessage } from './chat.presenter';
import { named } from '../../lib/named-plugin';

const sentAnswer = (sent: SentMessage, viewerProfileId: number, cdnPrefix: string) => ({
  conversation_id: String(sent.conversationId),
  // Just sent: a chat image is still being processed; its links come with a live event.
  message: presentMessage(sent.message, viewerProfileId, { cdnPrefix }),
  cost: sent.cost,
  credits: sent.credits,
});

const optionalId = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** The chat list and one conversation: sending, reading, typing, reports. */
export async function chatRoutes(app: FastifyInstance) {
  const chatEndpoints = endpoints.chats;
  const { chats, chatSender: sender, chatActivity: activity } = app;
  const tags = ['chats'];

  const requireViewer = (request: FastifyRequest) => app.members.requireViewer(request.userId);
  // Chat images are private: only the two members get signed links, through these answers.
  const links = (cdnPrefix: string) => ({
    cdnPrefix,
    signedPath: (key: string) => app.mediaSigner.signedPath(key),
  });

  endpointRoute(app, chatEndpoints.list, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { cdn_prefix } = await request.settings();
    const today = app.config.now();
    const [listed, hiddenCount] = await Promise.all([
      chats.list(viewer, request.query.folder === 'hidden'),
      chats.hiddenCount(viewer),
    ]);
    const entries = listed.map(({ row, last }) => ({
      conversation: {
        id: String(row.conversation_id),
        last_message_at: row.last_message_at,
        messages: last ? [presentMessage(last, viewer.profileId, links(cdn_prefix))] : [],
      },
      profile: presentCard(row, today, cdn_prefix),
      num_unread_messages: row.unread_count,
    }));
    return {
      chats: entries,
      total_unread_messages: entries.reduce((sum, e) => sum + e.num_unread_messages, 0),
      hidden_count: hiddenCount,
    };
  });

  // One page of a conversation; reading it changes nothing (POST /api/chat-read.php does).
  endpointRoute(app, endpoints.conversation.open, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { id, before, after } = request.query;
    if (before !== undefined && after !== undefined) {
      throw invalidFields([{ field: 'after', messageKey: 'field_invalid' }]);
    }
    const page = await chats.open(viewer, Number(id), {
      before: optionalId(before),
      after: optionalId(after),
    });
    const settings = await request.settings();
    return {
      conversation: {
        id,
        messages: page.messages.map((m) =>
          presentMessage(m, viewer.profileId, links(settings.cdn_prefix)),
        ),
        has_older: page.hasOlder,
        has_newer: page.hasNewer,
        partner_read_up_to: String(page.read.partnerReadUpTo),
        read_up_to: String(page.read.readUpTo),
        num_unread_messages: page.read.unread,
      },
      profile: presentCard(page.card, app.config.now(), settings.cdn_prefix),
      staff_written: page.staffWritten,
      images_shown: page.imagesShown,
      costs: await chats.costs(viewer, settings),
    };
  });

  // Sends a text or gift message under the client's nonce (decisions 0105, 0119).
  endpointRoute(app, endpoints.conversation.send, { tags }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const settings = await request.settings();
    const { profile_id, nonce, body, gift_id } = request.body;
    const sent = await sender.send(
      viewer,
      { profileId: Number(profile_id), nonce, body, giftId: optionalId(gift_id) },
      settings,
    );
    return reply.code(201).send(sentAnswer(sent, viewer.profileId, settings.cdn_prefix));
  });

  // An image message: the upload is read in its own plugin, the only one parsing multipart.
  await app.register(
    named(async (images) => {
      await registerImageMultipart(images);
      endpointRoute(images, endpoints.conversation.sendImage, { tags }, async (request, reply) => {
        // Who is asking before reading a byte of the body.
        const viewer = await requireViewer(request);
        const data = await readUpload(request, 'image');
        const settings = await request.settings();
        const { profile_id, nonce } = request.query;
        const sent = await app.chatImages.send(
          viewer,
          { profileId: Number(profile_id), nonce },
          data,
          settings,
        );
        return reply.code(201).send(sentAnswer(sent, viewer.profileId, settings.cdn_prefix));
      });
    }, 'chatImageRoutes'),
  );

  endpointRoute(app, endpoints.conversation.read, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { conversation_id, up_to_message_id } = request.body;
    const read = await chats.read(viewer, Number(conversation_id), Number(up_to_message_id));
    return {
      ok: true as const,
      read_up_to: String(read.readUpTo),
      num_unread_messages: read.unread,
      total_unread_messages: read.total,
    };
  });

  endpointRoute(app, endpoints.conversation.typing, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { expiresAt } = await activity.typing(viewer, Number(request.body.conversation_id));
    return { ok: true as const, expires_at: expiresAt };
  });

  endpointRoute(app, endpoints.conversation.report, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { conversation_id, message_id, reason, text } = request.body;
    const report = await activity.report(viewer, {
      conversationId: Number(conversation_id),
      messageId: optionalId(message_id),
      reason,
      text,
    });
    return {
      ok: true as const,
      report_id: String(report.id),
      reference: reportReference(report.id, report.created_at),
      created: report.created,
    };
  });

  endpointRoute(app, endpoints.conversation.remove, { tags }, async (request) => {
    const viewer = await requireViewer(request);
    const { id, profile_id } = request.query;
    if (id === undefined && profile_id === undefined) {
      throw invalidFields([{ field: 'id', messageKey: 'field_required' }]);
    }
    await chats.remove(viewer, {
      conversationId: optionalId(id),
      otherProfileId: optionalId(profile_id),
    });
    return { ok: true as const };
  });
}
