import type { Db } from '../../db/database';

/** The SQL of sending a message; built on a transaction so the whole send is one unit. */
export class ChatSendRepository {
  constructor(private readonly db: Db) {}

  /** The profile a message would go to, with its account's status (null for fictional ones). */
  async recipient(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .leftJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.id', 'profiles.status', 'profiles.user_id', 'users.status as user_status'])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
  }

  async sender(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /** The conversation of the two profiles (deleted by either side or not), or null. */
  async conversationBetween(a: number, b: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('conversation_members as mine')
      .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
      .select('mine.conversation_id')
      .where('mine.profile_id', '=', a)
      .where('other.profile_id', '=', b)
      .orderBy('mine.conversation_id')
      .executeTakeFirst();
    return row?.conversation_id ?? null;
  }

  /** Conversations whose first message the profile sent (spec 6: free members start 2). */
  async startedCount(profileId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('conversation_members as cm')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('cm.profile_id', '=', profileId)
      .where(
        (eb) =>
          eb
            .selectFrom('messages')
            .select('messages.sender_profile_id')
            .whereRef('messages.conversation_id', '=', 'cm.conversation_id')
            .orderBy('messages.id')
            .limit(1),
        '=',
        profileId,
      )
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async createConversation(from: number, to: number, now: string): Promise<number> {
    const { id } = await this.db
      .insertInto('conversations')
      .values({ created_at: now, last_message_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, profile_id: from, unread_count: 0, deleted_at: null },
        { conversation_id: id, profile_id: to, unread_count: 0, deleted_at: null },
      ])
      .execute();
    return id;
  }

  /** Takes the credits only if the balance covers them: the balance after, or null. */
  async charge(userId: number, cost: number): Promise<number | null> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '-', cost) }))
      .where('id', '=', userId)
      .where('credits', '>=', cost)
      .returning('credits')
      .executeTakeFirst();
    return row?.credits ?? null;
  }

  async insertTextMessage(
    conversationId: number,
    senderProfileId: number,
    body: string,
    cost: number,
    now: string,
  ) {
    return this.db
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_profile_id: senderProfileId,
        kind: 'text',
        body,
        image_id: null,
        gift: null,
        credits_spent: cost,
        created_at: now,
      })
      .returning(['id', 'sender_profile_id', 'kind', 'body', 'gift', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  async addLedger(userId: number, amount: number, reason: string, reference: string, now: string) {
    await this.db
      .insertInto('credit_ledger')
      .values({ user_id: userId, amount, reason, reference, created_at: now })
      .execute();
  }

  /**
   * A new message brings the conversation back for both sides (a deleted chat reappears)
   * and counts as unread for the recipient.
   */
  async bump(conversationId: number, senderProfileId: number, now: string) {
    await this.db
      .updateTable('conversations')
      .set({ last_message_at: now })
      .where('id', '=', conversationId)
      .execute();
    await this.db
      .updateTable('conversation_members')
      .set((eb) => ({
        deleted_at: null,
        unread_count: eb
          .case()
          .when('profile_id', '=', senderProfileId)
          .then(eb.ref('unread_count'))
          .else(eb('unread_count', '+', 1))
          .end(),
      }))
      .where('conversation_id', '=', conversationId)
      .execute();
  }
}
