import { sql } from 'kysely';
import { ledgerReference } from '../../db/credit-ledger.repository';
import type { Db } from '../../db/database';

/** The ledger reason of credits given back for a message to a fictional profile nobody answered. */
export const UNANSWERED_REASON = 'unanswered_refund';

const MEMBER_COLUMNS = [
  'member.id as member_profile_id',
  'member.name as member_name',
  'member.birth_date as member_birth_date',
  'member.country as member_country',
  'users.id as member_user_id',
  'users.language as member_language',
  'fictional.id as profile_id',
  'fictional.name as profile_name',
  'fictional.birth_date as profile_birth_date',
  'fictional.country as profile_country',
] as const;

/**
 * The SQL of operators answering for fictional profiles: a conversation is an operator's when
 * one side is a fictional profile (no account) and the other a member with an account.
 */
export class OperatorRepository {
  constructor(private readonly db: Db) {}

  /** Both sides of every conversation between a fictional profile and a member. */
  private pairs() {
    return this.db
      .selectFrom('conversation_members as fm')
      .innerJoin('profiles as fictional', 'fictional.id', 'fm.profile_id')
      .innerJoin('conversation_members as mm', (join) =>
        join
          .onRef('mm.conversation_id', '=', 'fm.conversation_id')
          .onRef('mm.profile_id', '!=', 'fm.profile_id'),
      )
      .innerJoin('profiles as member', 'member.id', 'mm.profile_id')
      .innerJoin('users', 'users.id', 'member.user_id')
      .where('fictional.is_fictional', '=', 1)
      .where('fictional.user_id', 'is', null);
  }

  /**
   * Conversations whose last message is the member's, with the moment the member's first
   * message since the profile's last answer was sent: oldest waiting first.
   */
  async waiting(limit: number) {
    return this.pairs()
      .select(MEMBER_COLUMNS)
      .select('fm.conversation_id')
      .select((eb) =>
        eb
          .selectFrom('messages as w')
          .select((inner) => inner.fn.min('w.created_at').as('since'))
          .whereRef('w.conversation_id', '=', 'fm.conversation_id')
          .whereRef('w.sender_profile_id', '=', 'mm.profile_id')
          .where('w.id', '>', (inner) =>
            inner
              .selectFrom('messages as a')
              .select((a) => a.fn.coalesce(a.fn.max('a.id'), a.lit(0)).as('up_to'))
              .whereRef('a.conversation_id', '=', 'fm.conversation_id')
              .whereRef('a.sender_profile_id', '=', 'fm.profile_id'),
          )
          .as('waiting_since'),
      )
      .select((eb) =>
        eb
          .selectFrom('messages as l')
          .select('l.kind')
          .whereRef('l.conversation_id', '=', 'fm.conversation_id')
          .orderBy('l.id', 'desc')
          .limit(1)
          .as('last_kind'),
      )
      .select((eb) =>
        eb
          .selectFrom('messages as l')
          .select('l.body')
          .whereRef('l.conversation_id', '=', 'fm.conversation_id')
          .orderBy('l.id', 'desc')
          .limit(1)
          .as('last_body'),
      )
      .where(
        (eb) =>
          eb
            .selectFrom('messages as l')
            .select('l.sender_profile_id')
            .whereRef('l.conversation_id', '=', 'fm.conversation_id')
            .orderBy('l.id', 'desc')
            .limit(1),
        '=',
        (eb) => eb.ref('mm.profile_id'),
      )
      .orderBy('waiting_since')
      .orderBy('fm.conversation_id')
      .limit(limit)
      .execute();
  }

  /** One conversation between a fictional profile and a member, or undefined. */
  async pair(conversationId: number) {
    return this.pairs()
      .select(MEMBER_COLUMNS)
      .select('fm.conversation_id')
      .where('fm.conversation_id', '=', conversationId)
      .executeTakeFirst();
  }

  /** The newest `limit` messages of the conversation, oldest first. */
  async messages(conversationId: number, limit: number) {
    const rows = await this.db
      .selectFrom('messages')
      .select(['id', 'sender_profile_id', 'kind', 'body', 'gift', 'created_at'])
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** Credits each member spent on messages and gifts since the moment, by account. */
  async spentSince(userIds: readonly number[], since: string): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('credit_ledger')
      .select('user_id')
      .select((eb) => eb.fn.sum<number | string>('amount').as('total'))
      .where('user_id', 'in', [...userIds])
      .where('reason', 'in', ['message', 'gift'])
      .where('amount', '<', 0)
      .where('created_at', '>', since)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, -Number(row.total)]));
  }

  /**
   * A paid message, its sender's account, whether it went to a fictional profile, and
   * whether the other side of its conversation wrote after it; undefined when it is gone.
   */
  async paidMessage(messageId: number) {
    return this.db
      .selectFrom('messages')
      .innerJoin('profiles as sender', 'sender.id', 'messages.sender_profile_id')
      .select([
        'messages.id',
        'messages.conversation_id',
        'messages.credits_spent',
        'sender.user_id',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('messages as later')
              .select('later.id')
              .whereRef('later.conversation_id', '=', 'messages.conversation_id')
              .whereRef('later.sender_profile_id', '!=', 'messages.sender_profile_id')
              .whereRef('later.id', '>', 'messages.id'),
          )
          .as('answered'),
      )
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('conversation_members as other')
              .innerJoin('profiles as recipient', 'recipient.id', 'other.profile_id')
              .select('other.profile_id')
              .whereRef('other.conversation_id', '=', 'messages.conversation_id')
              .whereRef('other.profile_id', '!=', 'messages.sender_profile_id')
              .where('recipient.is_fictional', '=', 1)
              .where('recipient.user_id', 'is', null),
          )
          .as('to_fictional'),
      )
      .where('messages.id', '=', messageId)
      .executeTakeFirst();
  }

  /**
   * The ledger row of a refund for an unanswered message; false when the message's refund
   * was written before ((reason, reference) is unique for this reason: one refund per message).
   */
  async recordUnansweredRefund(
    userId: number,
    messageId: number,
    credits: number,
    now: string,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('credit_ledger')
      .values({
        user_id: userId,
        amount: credits,
        reason: UNANSWERED_REASON,
        reference: ledgerReference.message(messageId),
        created_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['reason', 'reference'])
          .where(sql.ref('reason'), '=', sql.lit(UNANSWERED_REASON))
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Adds credits to the member's balance: the balance after. */
  async giveCredits(userId: number, credits: number): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '+', credits) }))
      .where('id', '=', userId)
      .returning('credits')
      .executeTakeFirstOrThrow();
    return row.credits;
  }
}
