import {
  CLAIM_LEASE_SECONDS,
  OPERATOR_INBOX_MAX,
  type OperatorAnswerBody,
  type OperatorAnswerResponse,
  type OperatorClaimResponse,
  type OperatorConversation,
  type OperatorInbox,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError, notFound } from '../../lib/app-error';
import { actorOf, roleOf as allowedRole, type StaffContext } from '../../lib/staff-actor';
import { addMs, ageOn, DAY, SECOND } from '../../lib/time';
import { presentMessage, type MessageRow } from '../chats/chat.presenter';
import { ChatSendRepository } from '../chats/chat-send.repository';
import type { LiveHub } from '../live/live-hub';
import type { StaffService } from '../staff/staff.service';
import { honestAnswer } from './operator-texts';
import { OperatorClaimsRepository } from './operator-claims.repository';
import { messageOf, vulnerabilityOf } from './operator-view';
import { OperatorRepository } from './operator.repository';
import { offersPurchase } from './purchase-check';
import { soundsDistressed } from './distress-words';

/** Messages of a conversation an operator sees: the newest this many. */
const CONVERSATION_MESSAGES = 100;

type Pair = NonNullable<Awaited<ReturnType<OperatorRepository['pair']>>>;

/** The role that allowed the call: every audited action names one. */
const roleOf = (context: StaffContext) => allowedRole(context, ['operator', 'admin']);

const fieldError = (field: string, code: 'field_required' | 'field_invalid') =>
  new AppError(400, code, undefined, [{ field, messageKey: code }]);

/**
 * Operators answer members who write to fictional profiles (decision 0164). An answer is
 * stored as the profile's message, as any message is, and reaches the member as a chat
 * message does: the live event right after the commit and the `notify.event` job for push
 * and mail. Every look and every answer is audited; an answer never offers a purchase.
 */
export class OperatorService {
  private readonly repo: OperatorRepository;
  private readonly claims: OperatorClaimsRepository;

  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly staff: StaffService,
    private readonly live: Pick<LiveHub, 'publish'>,
    private readonly now: () => Date,
  ) {
    this.repo = new OperatorRepository(db);
    this.claims = new OperatorClaimsRepository(db);
  }

  async inbox(context: StaffContext): Promise<OperatorInbox> {
    const now = this.now();
    const rows = await this.repo.waiting(OPERATOR_INBOX_MAX);
    const [spent, holders] = await Promise.all([
      this.repo.spentSince(
        rows.map((row) => row.member_user_id),
        new Date(now.getTime() - DAY).toISOString(),
      ),
      this.claims.holders(
        rows.map((row) => row.conversation_id),
        now.toISOString(),
      ),
    ]);
    await this.staff.audited(actorOf(context), {
      action: 'operator.viewed_inbox',
      subjectType: 'conversation',
      subjectId: '',
      detail: { role: roleOf(context), waiting: rows.length },
    });
    return {
      conversations: rows.map((row) => {
        const since = String(row.waiting_since);
        const holder = holders.get(row.conversation_id);
        return {
          id: String(row.conversation_id),
          holder: holder ? { id: String(holder.id), name: holder.name } : null,
          ...this.sides(row, now),
          waitingSince: since,
          waitingSeconds: Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 1000)),
          lastMessage: row.last_kind === 'text' ? (row.last_body ?? '') : `[${row.last_kind}]`,
          vulnerability: vulnerabilityOf(
            spent.get(row.member_user_id) ?? 0,
            row.last_kind === 'text' && soundsDistressed(row.last_body ?? ''),
          ),
        };
      }),
    };
  }

  async conversation(conversationId: number, context: StaffContext): Promise<OperatorConversation> {
    const pair = await this.pairOf(conversationId);
    const now = this.now();
    const [messages, spent] = await Promise.all([
      this.repo.messages(conversationId, CONVERSATION_MESSAGES),
      this.repo.spentSince([pair.member_user_id], new Date(now.getTime() - DAY).toISOString()),
    ]);
    await this.staff.audited(actorOf(context), {
      action: 'operator.viewed_conversation',
      subjectType: 'member',
      subjectId: String(pair.member_user_id),
      detail: { role: roleOf(context), conversation: conversationId, profile: pair.profile_id },
    });
    const last = messages.at(-1);
    return {
      id: String(conversationId),
      ...this.sides(pair, now),
      messages: messages.map((one) => messageOf(one, pair.profile_id)),
      waiting: last !== undefined && last.sender_profile_id === pair.member_profile_id,
      vulnerability: vulnerabilityOf(
        spent.get(pair.member_user_id) ?? 0,
        messages.some(
          (one) =>
            one.sender_profile_id === pair.member_profile_id && soundsDistressed(one.body ?? ''),
        ),
      ),
      honestAnswer: honestAnswer(pair.member_language),
    };
  }

  /**
   * Holds the conversation for the caller until the lease runs out (claiming again renews
   * it): one operator answers a member at a time. 409 item_claimed names who holds it.
   */
  async claim(conversationId: number, context: StaffContext): Promise<OperatorClaimResponse> {
    await this.pairOf(conversationId);
    const now = this.now();
    const leaseExpiresAt = addMs(now, CLAIM_LEASE_SECONDS * SECOND);
    const held = await this.claims.claim(
      conversationId,
      context.staff.id,
      now.toISOString(),
      leaseExpiresAt,
    );
    if (!held) {
      const holder = (await this.claims.holders([conversationId], now.toISOString())).get(
        conversationId,
      );
      throw new AppError(409, 'item_claimed', { holder: holder?.name ?? '' });
    }
    return { leaseExpiresAt };
  }

  async release(conversationId: number, context: StaffContext): Promise<void> {
    await this.claims.release(conversationId, context.staff.id);
  }

  /**
   * An answer as the fictional profile: a text or the prepared honest answer. The message,
   * the conversation's bump, the member's notification job and the audit row are one unit of
   * work; the same nonce again answers the first message. A link or a word of buying, paying
   * or credits is refused (422 operator_purchase_refused) and nothing is stored.
   */
  async answer(
    conversationId: number,
    input: OperatorAnswerBody,
    context: StaffContext,
  ): Promise<OperatorAnswerResponse> {
    const pair = await this.pairOf(conversationId);
    const sendRepo = new ChatSendRepository(this.db);
    const done = await sendRepo.byNonce(pair.profile_id, input.nonce);
    if (done) {
      if (done.conversation_id !== conversationId) throw fieldError('nonce', 'field_invalid');
      return { message: messageOf(done, pair.profile_id) };
    }
    const honest = input.honest === true;
    if (honest && input.body !== undefined) throw fieldError('body', 'field_invalid');
    const body = honest ? honestAnswer(pair.member_language) : (input.body ?? '').trim();
    if (body.length === 0) throw fieldError('body', 'field_required');
    if (!honest && offersPurchase(body)) throw new AppError(422, 'operator_purchase_refused');
    // Only the operator holding the conversation answers it.
    const holder = (await this.claims.holders([conversationId], this.now().toISOString())).get(
      conversationId,
    );
    if (holder?.id !== context.staff.id) {
      throw holder
        ? new AppError(409, 'item_claimed', { holder: holder.name })
        : new AppError(409, 'claim_required');
    }

    const now = this.now().toISOString();
    const message = await this.unitOfWork.run(async (unit) => {
      const tx = new ChatSendRepository(unit.db);
      const row = await tx.insertMessage({
        conversationId,
        senderProfileId: pair.profile_id,
        nonce: input.nonce,
        kind: 'text',
        body,
        gift: null,
        chatImageId: null,
        cost: 0,
        creditsAfter: 0,
        now,
      });
      // A retry that raced this one stored it: nothing more to do here.
      if (row === null) return null;
      await tx.bump(conversationId, pair.profile_id, now);
      // Push and mail as the member's preferences say, as for any message they receive.
      await unit.enqueue('notify.event', {
        kind: 'message',
        userId: pair.member_user_id,
        fromProfileId: pair.profile_id,
        conversationId,
        messageId: row.id,
      });
      await this.staff.auditIn(unit.db, actorOf(context), {
        action: 'operator.answered',
        subjectType: 'member',
        subjectId: String(pair.member_user_id),
        detail: {
          role: roleOf(context),
          conversation: conversationId,
          profile: pair.profile_id,
          message: row.id,
          honest,
        },
      });
      const sent: MessageRow = { ...row, filename: null, image: null };
      // The member's open pages hear of it right after the commit, as a chat message.
      unit.afterCommit(() =>
        this.live.publish(pair.member_user_id, {
          type: 'message',
          conversation_id: String(conversationId),
          profile_id: String(pair.profile_id),
          message: presentMessage(sent, pair.member_profile_id, { cdnPrefix: '' }),
        }),
      );
      return row;
    });
    const stored = message ?? (await sendRepo.byNonce(pair.profile_id, input.nonce));
    if (!stored) throw notFound();
    return { message: messageOf(stored, pair.profile_id) };
  }

  /**
   * The `operator.refund-unanswered` job, due when the answer time of a paid message to a
   * fictional profile has passed: when the profile has not written since, the member gets
   * the message's credits back. The ledger row is unique per message, so a job that runs
   * again gives nothing twice; an answered message gives nothing.
   */
  async refundUnanswered({ messageId }: { messageId: number }): Promise<void> {
    await this.unitOfWork.run(async (unit) => {
      const tx = new OperatorRepository(unit.db);
      const message = await tx.paidMessage(messageId);
      if (!message || message.user_id === null || message.credits_spent <= 0) return;
      if (!message.to_fictional || message.answered) return;
      const now = this.now().toISOString();
      const first = await tx.recordUnansweredRefund(
        message.user_id,
        messageId,
        message.credits_spent,
        now,
      );
      if (!first) return;
      const credits = await tx.giveCredits(message.user_id, message.credits_spent);
      await unit.enqueue('live.publish', {
        userId: message.user_id,
        event: { type: 'credits', credits },
      });
    });
  }

  private async pairOf(conversationId: number): Promise<Pair> {
    const pair = await this.repo.pair(conversationId);
    if (!pair) throw notFound();
    return pair;
  }

  private sides(row: Pair, now: Date) {
    return {
      profile: {
        id: String(row.profile_id),
        name: row.profile_name,
        age: ageOn(row.profile_birth_date, now),
        country: row.profile_country,
      },
      member: {
        userId: String(row.member_user_id),
        profileId: String(row.member_profile_id),
        name: row.member_name,
        age: ageOn(row.member_birth_date, now),
        country: row.member_country,
        language: row.member_language,
      },
    };
  }
}
