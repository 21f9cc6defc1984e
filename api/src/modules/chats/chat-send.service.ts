import type { Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { MembersService, Viewer } from '../members/members.service';
import type { MessageRow } from './chat.presenter';
import { ChatSendRepository } from './chat-send.repository';
import { reachableRecipient, recordSentMessage } from './message-rules';

/** Spec sections 6 and 9: a free member starts at most 2 chats. */
export const FREE_CHAT_LIMIT = 2;

export interface SentMessage {
  conversationId: number;
  message: MessageRow;
  /** The sender's balance after the message. */
  credits: number;
  /** Credits the message cost (0 for free members). */
  cost: number;
  /** The recipient's user, null for a fictional member. */
  recipientUserId: number | null;
}

const fieldError = (code: 'field_required' | 'message_too_long', params?: { max: number }) =>
  new AppError(400, code, params, [{ field: 'body', messageKey: code }]);

/** Sending a text message (docs/decisions/0105-chat-send.md). */
export class ChatSendService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly members: Pick<MembersService, 'isBlocked'>,
    private readonly now: () => Date,
  ) {}

  async sendText(
    viewer: Viewer,
    profileId: number,
    rawBody: string,
    settings: Pick<Settings, 'message_length' | 'message_credits'>,
  ): Promise<SentMessage> {
    const body = rawBody.trim();
    if (body.length === 0) throw fieldError('field_required');
    if ([...body].length > settings.message_length)
      throw fieldError('message_too_long', { max: settings.message_length });

    const recipient = await reachableRecipient(
      new ChatSendRepository(this.db),
      this.members,
      viewer,
      profileId,
    );

    const now = this.now().toISOString();
    // The message, the charge, its ledger row and the live events: one unit of work.
    return this.unitOfWork.run(async (unit) => {
      const tx = new ChatSendRepository(unit.db);
      const existing = await tx.conversationBetween(viewer.profileId, profileId);
      const sender = await tx.sender(viewer.userId);
      const paid = sender.paid_user === 1;
      if (
        existing === null &&
        !paid &&
        (await tx.startedCount(viewer.profileId)) >= FREE_CHAT_LIMIT
      ) {
        throw new AppError(403, 'free_chat_limit', { max: FREE_CHAT_LIMIT });
      }
      // The price comes from the domain's settings, never from the client.
      const cost = paid ? settings.message_credits : 0;
      const credits = cost > 0 ? await tx.charge(viewer.userId, cost) : sender.credits;
      if (credits === null) throw new AppError(402, 'insufficient_credits', { credits: cost });
      const conversationId =
        existing ?? (await tx.createConversation(viewer.profileId, profileId, now));
      const message = await tx.insertTextMessage(conversationId, viewer.profileId, body, cost, now);
      await recordSentMessage(
        unit,
        tx,
        {
          viewer,
          recipientUserId: recipient.user_id,
          conversationId,
          messageId: message.id,
          cost,
          credits,
          reason: 'message',
        },
        now,
      );
      return {
        conversationId,
        message: { ...message, filename: null },
        credits,
        cost,
        recipientUserId: recipient.user_id,
      };
    });
  }
}
