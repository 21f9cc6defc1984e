import type { Db } from '../../db/database';

/** The SQL of sending a gift; built on a transaction so the whole send is one unit. */
export class GiftSendRepository {
  constructor(private readonly db: Db) {}

  async catalogue() {
    return this.db
      .selectFrom('gifts')
      .select(['id', 'slug'])
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async gift(giftId: number) {
    return this.db
      .selectFrom('gifts')
      .select(['id', 'slug'])
      .where('id', '=', giftId)
      .where('active', '=', 1)
      .executeTakeFirst();
  }

  /**
   * Claims the nonce for this sender: true when this request is the first with it. A
   * parallel request with the same nonce waits here for the first one's transaction.
   */
  async claim(userId: number, nonce: string, profileId: number, giftId: number, now: string) {
    const row = await this.db
      .insertInto('gift_sends')
      .values({
        sender_user_id: userId,
        nonce,
        profile_id: profileId,
        gift_id: giftId,
        conversation_id: null,
        message_id: null,
        cost: null,
        credits_after: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['sender_user_id', 'nonce']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async complete(
    id: number,
    done: { conversationId: number; messageId: number; cost: number; creditsAfter: number },
  ) {
    await this.db
      .updateTable('gift_sends')
      .set({
        conversation_id: done.conversationId,
        message_id: done.messageId,
        cost: done.cost,
        credits_after: done.creditsAfter,
      })
      .where('id', '=', id)
      .execute();
  }

  /** A completed send by its nonce, with its message as the first answer showed it. */
  async bySenderNonce(userId: number, nonce: string) {
    return this.db
      .selectFrom('gift_sends')
      .innerJoin('messages', 'messages.id', 'gift_sends.message_id')
      .select([
        'gift_sends.profile_id',
        'gift_sends.gift_id',
        'gift_sends.conversation_id',
        'gift_sends.credits_after',
        'messages.id',
        'messages.sender_profile_id',
        'messages.kind',
        'messages.body',
        'messages.gift',
        'messages.created_at',
      ])
      .where('gift_sends.sender_user_id', '=', userId)
      .where('gift_sends.nonce', '=', nonce)
      .executeTakeFirst();
  }

  async insertGiftMessage(
    conversationId: number,
    senderProfileId: number,
    slug: string,
    cost: number,
    now: string,
  ) {
    return this.db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_profile_id: senderProfileId,
        kind: 'gift',
        body: null,
        image_id: null,
        gift: slug,
        credits_spent: cost,
        created_at: now,
      })
      .returning(['id', 'sender_profile_id', 'kind', 'body', 'gift', 'created_at'])
      .executeTakeFirstOrThrow();
  }
}
