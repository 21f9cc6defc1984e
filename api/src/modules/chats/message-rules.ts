import { UNANSWERED_REFUND_MS, type LiveEvent } from '@dating/shared-contracts/api';
import type { Tx } from '../../db/unit-of-work';
import type { LiveHub } from '../live/live-hub';
import { AppError, notFound } from '../../lib/app-error';
import type { Viewer } from '../members/members.service';
import type { ChatRecipientRepository } from './chat-recipient.repository';
import type { ChatSendRepository } from './chat-send.repository';
import { presentMessage, type MessageRow } from './chat.presenter';

/**
 * The member a message (text or gift) may go to, or the refusal: no such member, oneself and
 * a block either way all look like no such member (a blocked member may neither see nor
 * contact the blocker); one who has not activated the account cannot be answered yet. A
 * sender a moderation decision keeps from writing is refused first, whoever they write to.
 * One read answers all of it (a message is the app's most frequent write).
 */
export async function reachableRecipient(
  repo: ChatRecipientRepository,
  viewer: Viewer,
  profileId: number,
  now: string,
) {
  return checkedRecipient(
    await repo.recipient(profileId, viewer.profileId, now),
    repo,
    viewer,
    now,
  );
}

/** The rules of reachableRecipient applied to a recipient read already (or undefined). */
export async function checkedRecipient<
  R extends {
    id: number;
    status: string;
    user_status: string | null;
    mayNotWrite: boolean;
    blocked: boolean;
  },
>(recipient: R | undefined, repo: ChatRecipientRepository, viewer: Viewer, now: string) {
  // Without such a profile the restriction is read on its own: it is refused first.
  if (recipient ? recipient.mayNotWrite : await repo.mayNotWrite(viewer.profileId, now)) {
    throw new AppError(403, 'messaging_restricted');
  }
  if (!recipient || recipient.id === viewer.profileId) throw notFound();
  if (recipient.blocked) throw notFound();
  if (recipient.user_status === 'not_confirmed') throw new AppError(409, 'recipient_not_confirmed');
  if (recipient.status !== 'active' || recipient.user_status === 'deleted') throw notFound();
  return recipient;
}

/**
 * What every sent message leaves in its unit of work: the conversation moves up, a paid one
 * gets its ledger row and tells the sender's pages the new balance, the pages of both
 * members hear of the message (the sender's other tabs too, with its nonce), and the
 * recipient may get a push and a mail, unless it waits in their hidden folder.
 */
export async function recordSentMessage(
  unit: Tx,
  tx: ChatSendRepository,
  sent: {
    viewer: Viewer;
    recipientUserId: number | null;
    recipientProfileId: number;
    conversationId: number;
    message: MessageRow;
    cost: number;
    credits: number;
    reason: 'message' | 'gift';
    /** The sender answers: their side of the conversation goes into their inbox. */
    unhideSender?: boolean;
    /**
     * In the recipient's hidden folder: no live event, push or mail calls them to it.
     * `as-filed`: as their side of the conversation is filed now (hidden or held: out of
     * their inbox), read by the bump's own write.
     */
    hiddenForRecipient?: boolean | 'as-filed';
  },
  now: string,
  cdnPrefix: string,
  live: Pick<LiveHub, 'publish'>,
) {
  const { viewer, conversationId, cost, credits, message } = sent;
  const { outOfInbox, notifiable } = await tx.bump(conversationId, viewer.profileId, now, {
    unhideSender: sent.unhideSender ?? false,
  });
  const hiddenForRecipient =
    sent.hiddenForRecipient === 'as-filed'
      ? outOfInbox.includes(sent.recipientProfileId)
      : sent.hiddenForRecipient;
  if (cost > 0) {
    await tx.chargeForMessage(viewer.userId, cost, sent.reason, message.id, now);
    // A fictional profile (no account) is answered by an operator; a paid message nobody
    // answered in time gives its credits back (decision 0164).
    if (sent.recipientUserId === null && (await tx.isFictional(sent.recipientProfileId))) {
      await unit.enqueue(
        'operator.refund-unanswered',
        { messageId: message.id },
        { runAt: new Date(Date.parse(now) + UNANSWERED_REFUND_MS) },
      );
    }
    await unit.enqueue('live.publish', {
      userId: viewer.userId,
      event: { type: 'credits', credits },
    });
  }
  const event = (reader: number) => ({
    type: 'message' as const,
    conversation_id: String(conversationId),
    profile_id: String(viewer.profileId),
    // Sent just now: a chat image is still being processed, its links come later.
    message: presentMessage(message, reader, { cdnPrefix }),
  });
  const deliveries: [number, LiveEvent][] = [[viewer.userId, event(viewer.profileId)]];
  if (sent.recipientUserId !== null && !hiddenForRecipient) {
    deliveries.push([sent.recipientUserId, event(sent.recipientProfileId)]);
    // Push and mail, as the recipient's preferences say (decision 0130): a job, never lost.
    // None when neither could tell them anything (no browser of theirs subscribed, and this
    // hour's mail about the conversation sent already or their mail off): in a lively chat
    // that is most messages, and the job would only read that and end.
    if (notifiable.includes(sent.recipientProfileId)) {
      await unit.enqueue('notify.event', {
        kind: 'message',
        userId: sent.recipientUserId,
        fromProfileId: viewer.profileId,
        conversationId,
        messageId: message.id,
      });
    }
  }
  // Right after the commit, not through the jobs table: a chat answers in milliseconds, and a
  // lost event is found by the client's resync (decision 0119).
  unit.afterCommit(async () => {
    await Promise.all(deliveries.map(([userId, liveEvent]) => live.publish(userId, liveEvent)));
  });
}
