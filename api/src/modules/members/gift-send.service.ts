import type { Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LiveHub } from '../live/live-hub';
import { AppError } from '../../lib/app-error';
import { ChatRecipientRepository } from '../chats/chat-recipient.repository';
import { ChatSendRepository } from '../chats/chat-send.repository';
import { reachableRecipient, recordSentMessage } from '../chats/message-rules';
import type { MessageRow } from '../chats/chat.presenter';
import { GiftSendRepository } from './gift-send.repository';
import type { Viewer } from './members.service';

export interface SentGift {
  conversationId: number;
  message: MessageRow;
  /** The sender's balance after the gift. */
  credits: number;
}

const invalid = (field: 'gift_id' | 'nonce') =>
  new AppError(400, 'field_invalid', undefined, [{ field, messageKey: 'field_invalid' }]);

/**
 * Sending a gift from the profile view (decision 0115): a chat message of kind gift that
 * costs the domain's `gift_credits`, paid like a message (decision 0105): one transaction,
 * a conditional debit, a ledger row. The client's nonce makes a repeat answer the same.
 */
export class GiftSendService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly live: Pick<LiveHub, 'publish'>,
    private readonly now: () => Date,
  ) {}

  catalogue() {
    return new GiftSendRepository(this.db).catalogue();
  }

  async send(
    viewer: Viewer,
    input: { profileId: number; giftId: number; nonce: string },
    settings: Pick<Settings, 'gift_credits' | 'cdn_prefix'>,
  ): Promise<SentGift> {
    const repo = new GiftSendRepository(this.db);
    // A repeat of a finished send answers what it answered, before any rule is read again.
    const done = await repo.bySenderNonce(viewer.userId, input.nonce);
    if (done) return this.repeat(done, input);

    const gift = await repo.gift(input.giftId);
    if (!gift) throw invalid('gift_id');
    const now = this.now().toISOString();
    const recipient = await reachableRecipient(
      new ChatRecipientRepository(this.db),
      viewer,
      input.profileId,
      now,
    );

    // The price comes from the domain's settings, never from the client.
    const cost = settings.gift_credits;
    const sent = await this.unitOfWork.run(async (unit) => {
      const gifts = new GiftSendRepository(unit.db);
      const tx = new ChatSendRepository(unit.db);
      const claimed = await gifts.claim(viewer.userId, input.nonce, recipient.id, gift.id, now);
      // Another request with this nonce committed meanwhile: answer what it answered.
      if (claimed === null) return null;
      const credits =
        cost > 0 ? await tx.charge(viewer.userId, cost) : (await tx.sender(viewer.userId)).credits;
      if (credits === null) throw new AppError(402, 'insufficient_credits', { credits: cost });
      const conversationId =
        (await tx.conversationBetween(viewer.profileId, recipient.id)) ??
        (await tx.createConversation(viewer.profileId, recipient.id, now));
      const message = await gifts.insertGiftMessage(
        conversationId,
        viewer.profileId,
        gift.slug,
        cost,
        now,
      );
      await gifts.complete(claimed, {
        conversationId,
        messageId: message.id,
        cost,
        creditsAfter: credits,
      });
      await recordSentMessage(
        unit,
        tx,
        {
          viewer,
          recipientUserId: recipient.user_id,
          recipientProfileId: recipient.id,
          conversationId,
          message: { ...message, filename: null },
          cost,
          credits,
          reason: 'gift',
        },
        now,
        settings.cdn_prefix,
        this.live,
      );
      return { conversationId, message: { ...message, filename: null }, credits };
    });
    if (sent) return sent;
    const raced = await repo.bySenderNonce(viewer.userId, input.nonce);
    if (!raced) throw new AppError(409, 'validation_failed');
    return this.repeat(raced, input);
  }

  /** The first answer again; a nonce reused for another gift or member is a client error. */
  private repeat(
    done: NonNullable<Awaited<ReturnType<GiftSendRepository['bySenderNonce']>>>,
    input: { profileId: number; giftId: number },
  ): SentGift {
    if (done.profile_id !== input.profileId || done.gift_id !== input.giftId)
      throw invalid('nonce');
    return {
      conversationId: done.conversation_id!,
      message: {
        id: done.id,
        sender_profile_id: done.sender_profile_id,
        kind: done.kind,
        body: done.body,
        gift: done.gift,
        created_at: done.created_at,
        filename: null,
      },
      credits: done.credits_after!,
    };
  }
}
