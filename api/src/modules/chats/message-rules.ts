import type { Tx } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import type { MembersService, Viewer } from '../members/members.service';
import type { ChatSendRepository } from './chat-send.repository';

/**
 * The member a message (text or gift) may go to, or the refusal: no such member, oneself and
 * a block either way all look like no such member (spec section 6); one who has not activated
 * cannot be answered yet (spec section 4).
 */
export async function reachableRecipient(
  repo: ChatSendRepository,
  members: Pick<MembersService, 'isBlocked'>,
  viewer: Viewer,
  profileId: number,
) {
  const recipient = await repo.recipient(profileId);
  if (!recipient || recipient.id === viewer.profileId) throw notFound();
  const blocked = await Promise.all([
    members.isBlocked(viewer.profileId, profileId),
    members.isBlocked(profileId, viewer.profileId),
  ]);
  if (blocked.some(Boolean)) throw notFound();
  if (recipient.user_status === 'not_confirmed') throw new AppError(409, 'recipient_not_confirmed');
  if (recipient.status !== 'active' || recipient.user_status === 'deleted') throw notFound();
  return recipient;
}

/**
 * What every sent message leaves in its unit of work: the conversation moves up, a paid one
 * gets its ledger row and tells the sender's pages the new balance, and the recipient's
 * pages hear of the message.
 */
export async function recordSentMessage(
  unit: Tx,
  tx: ChatSendRepository,
  sent: {
    viewer: Viewer;
    recipientUserId: number | null;
    conversationId: number;
    messageId: number;
    cost: number;
    credits: number;
    reason: 'message' | 'gift';
  },
  now: string,
) {
  const { viewer, conversationId, cost, credits } = sent;
  await tx.bump(conversationId, viewer.profileId, now);
  if (cost > 0) {
    await tx.addLedger(viewer.userId, -cost, sent.reason, `message:${sent.messageId}`, now);
    await unit.enqueue('live.publish', {
      userId: viewer.userId,
      event: { type: 'credits', credits },
    });
  }
  if (sent.recipientUserId !== null) {
    await unit.enqueue('live.publish', {
      userId: sent.recipientUserId,
      event: {
        type: 'message',
        conversation_id: String(conversationId),
        profile_id: String(viewer.profileId),
      },
    });
  }
}
