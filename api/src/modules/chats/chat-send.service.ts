import { FREE_CHATS_STARTED, mayStartChat, type Settings } from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LiveHub } from '../live/live-hub';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../members/members.service';
import { GiftSendRepository } from '../members/gift-send.repository';
import { SafetyRepository } from '../safety/safety.repository';
import type { MessageRow } from './chat.presenter';
import { ChatRecipientRepository } from './chat-recipient.repository';
import { ChatSendRepository, type ChatImageKeys } from './chat-send.repository';
import { checkedRecipient, recordSentMessage } from './message-rules';
import { screenText, type Screening } from './message-screening';
import type { ScamService } from '../scam/scam.service';

export type { ChatImageKeys } from './chat-send.repository';

/** Messages one member may send per minute (every kind counts). */
export const MESSAGES_PER_MINUTE = 30;

export interface SentMessage {
  conversationId: number;
  message: MessageRow;
  /** The sender's balance after the message. */
  credits: number;
  /** Credits the message cost (0 for a free member's text). */
  cost: number;
}

export interface SendInput {
  profileId: number;
  nonce: string;
  body?: string;
  giftId?: number;
  /** An image already in the media store (ChatImageService), its sizes still to be made. */
  image?: ChatImageKeys;
}

type Content =
  | { kind: 'text'; body: string }
  | { kind: 'gift'; gift: string }
  | { kind: 'image'; image: ChatImageKeys };

type SendSettings = Pick<
  Settings,
  'message_length' | 'message_credits' | 'gift_credits' | 'photo_credits' | 'cdn_prefix'
>;

const fieldError = (
  field: string,
  code: 'field_required' | 'field_invalid' | 'message_too_long',
  params?: { max: number },
) => new AppError(400, code, params, [{ field, messageKey: code }]);

/** A retry that lost the race for its nonce: the other request's answer is the answer. */
class NonceTaken extends Error {}

/** Sending a text, gift or image message in a chat (decisions 0105 and 0119). */
export class ChatSendService {
  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly live: Pick<LiveHub, 'publish'>,
    private readonly now: () => Date,
    private readonly scam: Pick<ScamService, 'assessMessage' | 'flagMessage'>,
  ) {}

  /**
   * Sends a message under the client's nonce. A nonce the sender used before answers the
   * original message, before any rule is applied; a refusal changes nothing.
   */
  async send(viewer: Viewer, input: SendInput, settings: SendSettings): Promise<SentMessage> {
    const repo = new ChatSendRepository(this.db);
    const rules = new ChatRecipientRepository(this.db);
    const nowDate = this.now();
    // One read: whether the nonce was used, the recipient's rules and the rate limit's count;
    // they are all reads, and the rules apply only to a nonce not used before.
    const checks = await rules.sendChecks({
      profileId: input.profileId,
      senderProfileId: viewer.profileId,
      nonce: input.nonce,
      now: nowDate.toISOString(),
      since: new Date(nowDate.getTime() - 60_000).toISOString(),
    });
    const done = checks.nonceUsed ? await repo.byNonce(viewer.profileId, input.nonce) : null;
    if (done) return this.repeat(repo, viewer, done, input);

    const content = await this.content(input, settings);
    // The recipient's rules, then (once they allow the message) the rate limit.
    const recipient = await checkedRecipient(
      checks.recipient,
      rules,
      viewer,
      nowDate.toISOString(),
    );
    if (recipient.sentSince >= MESSAGES_PER_MINUTE) {
      throw new AppError(429, 'too_many_requests');
    }
    const now = nowDate.toISOString();
    try {
      // The message, the charge, its ledger row and the live events: one unit of work.
      return await this.unitOfWork.run(async (unit) => {
        const tx = new ChatSendRepository(unit.db);
        const { sender, conversationId: existing } = await tx.senderAndConversation(
          viewer.userId,
          viewer.profileId,
          input.profileId,
        );
        const paid = sender.paid_user === 1;
        // A free member's text is free but starts only so many chats (free-member-rules.ts);
        // gifts and images cost everyone.
        if (
          content.kind === 'text' &&
          existing === null &&
          !paid &&
          !mayStartChat({ paid, chatsStarted: await tx.startedCount(viewer.profileId) })
        ) {
          throw new AppError(403, 'free_chat_limit', { max: FREE_CHATS_STARTED });
        }
        // The price comes from the domain's settings, never from the client.
        const cost = {
          gift: settings.gift_credits,
          image: settings.photo_credits,
          text: paid ? settings.message_credits : 0,
        }[content.kind];
        const credits = cost > 0 ? await tx.charge(viewer.userId, cost) : sender.credits;
        if (credits === null) throw new AppError(402, 'insufficient_credits', { credits: cost });
        const screening: Screening =
          content.kind === 'text'
            ? screenText(
                content.body,
                sender.language,
                existing === null
                  ? await new SafetyRepository(unit.db).hiddenWordsOfProfile(input.profileId)
                  : null,
              )
            : { offensive: false, hidden: false };
        // Scam signals: every text may warn its reader; a first one is scored and may wait.
        const assessment =
          content.kind === 'text'
            ? await this.scam.assessMessage(unit.db, {
                senderProfileId: viewer.profileId,
                body: content.body,
                first: existing === null,
              })
            : null;
        const folder = assessment?.hold ? 'held' : screening.hidden ? 'hidden' : 'inbox';
        const conversationId =
          existing ?? (await tx.createConversation(viewer.profileId, input.profileId, now, folder));
        const message = await tx.insertMessage({
          conversationId,
          senderProfileId: viewer.profileId,
          nonce: input.nonce,
          kind: content.kind,
          body: content.kind === 'text' ? content.body : null,
          gift: content.kind === 'gift' ? content.gift : null,
          chatImageId:
            content.kind === 'image'
              ? await tx.insertChatImage(viewer.profileId, content.image, now)
              : null,
          cost,
          creditsAfter: credits,
          now,
          offensive: screening.offensive,
          caution: assessment?.caution ?? false,
        });
        // Rolls the charge and a new conversation back; the winner's answer is given below.
        if (message === null) throw new NonceTaken();
        if (assessment) {
          await this.scam.flagMessage(unit.db, assessment, {
            profileId: viewer.profileId,
            conversationId,
            messageId: message.id,
          });
        }
        if (message.chat_image_id !== null) {
          await unit.enqueue('chat-image.process', { chatImageId: message.chat_image_id });
        }
        const row = {
          ...message,
          filename: null,
          image:
            content.kind === 'image' ? { ...content.image, status: 'processing' as const } : null,
        };
        await recordSentMessage(
          unit,
          tx,
          {
            viewer,
            recipientUserId: recipient.user_id,
            recipientProfileId: recipient.id,
            conversationId,
            message: row,
            cost,
            credits,
            reason: content.kind === 'gift' ? 'gift' : 'message',
            // Writing in a conversation of one's hidden folder takes it out of there.
            unhideSender: true,
            // The recipient is not called to a conversation of their hidden folder.
            hiddenForRecipient: existing === null ? screening.hidden : 'as-filed',
          },
          now,
          settings.cdn_prefix,
          this.live,
        );
        return { conversationId, message: row, credits, cost };
      });
    } catch (error) {
      if (!(error instanceof NonceTaken)) throw error;
      const winner = await repo.byNonce(viewer.profileId, input.nonce);
      if (!winner) throw error;
      return this.repeat(repo, viewer, winner, input);
    }
  }

  /** The body or gift of the request, checked: exactly one of them. */
  private async content(input: SendInput, settings: SendSettings): Promise<Content> {
    if (input.image) return { kind: 'image', image: input.image };
    if (input.giftId !== undefined) {
      if (input.body !== undefined) throw fieldError('body', 'field_invalid');
      const gift = await new GiftSendRepository(this.db).gift(input.giftId);
      if (!gift) throw fieldError('gift_id', 'field_invalid');
      return { kind: 'gift', gift: gift.slug };
    }
    const body = (input.body ?? '').trim();
    if (body.length === 0) throw fieldError('body', 'field_required');
    if ([...body].length > settings.message_length)
      throw fieldError('body', 'message_too_long', { max: settings.message_length });
    return { kind: 'text', body };
  }

  /** The first answer again; the nonce reused for another member or content is refused. */
  private async repeat(
    repo: ChatSendRepository,
    viewer: Viewer,
    done: NonNullable<Awaited<ReturnType<ChatSendRepository['byNonce']>>>,
    input: SendInput,
  ): Promise<SentMessage> {
    const conversation = await repo.conversationBetween(viewer.profileId, input.profileId);
    const sameContent = input.image
      ? done.kind === 'image'
      : input.giftId !== undefined
        ? done.kind === 'gift' &&
          (await new GiftSendRepository(this.db).gift(input.giftId))?.slug === done.gift
        : done.kind === 'text' && done.body === (input.body ?? '').trim();
    if (conversation !== done.conversation_id || !sameContent) {
      throw fieldError('nonce', 'field_invalid');
    }
    return {
      conversationId: done.conversation_id,
      message: done,
      credits: done.credits_after ?? 0,
      cost: done.credits_spent,
    };
  }
}
