import { compileOnceWith } from '../../db/compiled-query';
import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';
import type { Db } from '../../db/database';
import { chatImageOf } from './chat.presenter';
import { FOLDER_FLAG, type RecipientFolder } from './conversation-folders';

/** Where a chat image is in the media store, its sizes still to be made. */
export interface ChatImageKeys {
  filename: string;
  thumbFilename: string;
}

const SENT_COLUMNS = [
  'id',
  'sender_profile_id',
  'kind',
  'body',
  'gift',
  'nonce',
  'credits_spent',
  'credits_after',
  'chat_image_id',
  'created_at',
  'offensive',
  'caution',
] as const;

// Every message runs the queries below: each is built and compiled once (compiled-query.ts),
// as building and compiling a Kysely query cost more CPU than the database took to run it.

const senderOf = compileOnceWith<{ userId: number }>()((db, slot) =>
  db
    .selectFrom('users')
    .select(['credits', 'paid_user', 'language'])
    .where('id', '=', slot('userId')),
);

const conversationOf = compileOnceWith<{ a: number; b: number }>()((db, slot) =>
  db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .select('mine.conversation_id')
    .where('mine.profile_id', '=', slot('a'))
    .where('other.profile_id', '=', slot('b'))
    .orderBy('mine.conversation_id')
    .limit(1),
);

// The send's unit of work opens with both: one read.
const senderWithConversation = compileOnceWith<{ userId: number; a: number; b: number }>()(
  (db, slot) =>
    db
      .selectFrom('users')
      .select((eb) => [
        'users.credits',
        'users.paid_user',
        'users.language',
        eb
          .selectFrom('conversation_members as mine')
          .innerJoin(
            'conversation_members as other',
            'other.conversation_id',
            'mine.conversation_id',
          )
          .select('mine.conversation_id')
          .where('mine.profile_id', '=', slot('a'))
          .where('other.profile_id', '=', slot('b'))
          .orderBy('mine.conversation_id')
          .limit(1)
          .as('conversation_id'),
      ])
      .where('users.id', '=', slot('userId')),
);

const unhideFor = compileOnceWith<{ conversationId: number; profileId: number }>()((db, slot) =>
  db
    .updateTable('conversation_members')
    .set({ filtered: FOLDER_FLAG.inbox })
    .where('conversation_id', '=', slot('conversationId'))
    .where('profile_id', '=', slot('profileId'))
    .where('filtered', '<>', FOLDER_FLAG.inbox),
);

/** A message's columns as the insert under its nonce takes them. */
type MessageValues = {
  conversationId: number;
  senderProfileId: number;
  nonce: string;
  kind: 'text' | 'gift' | 'image';
  body: string | null;
  gift: string | null;
  chatImageId: number | null;
  cost: number;
  creditsAfter: number;
  now: string;
  offensive: number;
  caution: number;
};

const insertUnderNonce = compileOnceWith<MessageValues>()((db, slot) =>
  db
    .insertInto('messages')
    .values({
      conversation_id: slot('conversationId'),
      sender_profile_id: slot('senderProfileId'),
      nonce: slot('nonce'),
      kind: slot('kind'),
      body: slot('body'),
      image_id: null,
      gift: slot('gift'),
      chat_image_id: slot('chatImageId'),
      credits_spent: slot('cost'),
      credits_after: slot('creditsAfter'),
      created_at: slot('now'),
      offensive: slot('offensive'),
      caution: slot('caution'),
    })
    .onConflict((oc) => oc.columns(['sender_profile_id', 'nonce']).doNothing())
    .returning(SENT_COLUMNS),
);

const messageByNonce = compileOnceWith<{ senderProfileId: number; nonce: string }>()((db, slot) =>
  db
    .selectFrom('messages')
    .leftJoin('chat_images', 'chat_images.id', 'messages.chat_image_id')
    .select(SENT_COLUMNS.map((column) => `messages.${column}` as const))
    .select([
      'messages.conversation_id',
      'chat_images.filename as image_filename',
      'chat_images.thumb_filename as image_thumb_filename',
      'chat_images.status as image_status',
    ])
    .where('messages.sender_profile_id', '=', slot('senderProfileId'))
    .where('messages.nonce', '=', slot('nonce')),
);

const bumpConversation = compileOnceWith<{ conversationId: number; now: string }>()((db, slot) =>
  db
    .updateTable('conversations')
    .set({ last_message_at: slot('now') })
    .where('id', '=', slot('conversationId')),
);

const bumpMembers = compileOnceWith<{ conversationId: number; senderProfileId: number }>()(
  (db, slot) =>
    db
      .updateTable('conversation_members')
      .set((eb) => ({
        deleted_at: null,
        unread_count: eb
          .case()
          .when('profile_id', '=', slot('senderProfileId'))
          .then(eb.ref('unread_count'))
          .else(eb('unread_count', '+', 1))
          .end(),
      }))
      .where('conversation_id', '=', slot('conversationId'))
      .returning(['profile_id', 'filtered']),
);

/** The SQL of sending a message; built on a transaction so the whole send is one unit. */
export class ChatSendRepository {
  constructor(private readonly db: Db) {}

  /** Whether the profile is a fictional one: the site's own, with no account behind it. */
  async isFictional(profileId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', profileId)
      .where('is_fictional', '=', 1)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async sender(userId: number) {
    const [row] = await senderOf(this.db, { userId });
    if (!row) throw new Error(`no user ${userId} to send from`);
    return row;
  }

  /**
   * The sender (`sender`) and the conversation of the sender's profile `a` with `b`
   * (`conversationBetween`) in one read.
   */
  async senderAndConversation(userId: number, a: number, b: number) {
    const [row] = await senderWithConversation(this.db, { userId, a, b });
    if (!row) throw new Error(`no user ${userId} to send from`);
    const { conversation_id, ...sender } = row;
    return { sender, conversationId: conversation_id ?? null };
  }

  /** The conversation of the two profiles (deleted by either side or not), or null. */
  async conversationBetween(a: number, b: number): Promise<number | null> {
    const [row] = await conversationOf(this.db, { a, b });
    return row?.conversation_id ?? null;
  }

  /** Conversations whose first message the profile sent (a free member starts at most 2). */
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

  /**
   * A new conversation. The recipient's side starts in their inbox, their hidden folder (a
   * hidden word), or held (scam signals) until a moderator lets it through.
   */
  async createConversation(
    from: number,
    to: number,
    now: string,
    recipientFolder: RecipientFolder = 'inbox',
  ): Promise<number> {
    const { id } = await this.db
      .insertInto('conversations')
      .values({ created_at: now, last_message_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('conversation_members')
      .values([
        { conversation_id: id, profile_id: from, unread_count: 0, deleted_at: null, filtered: 0 },
        {
          conversation_id: id,
          profile_id: to,
          unread_count: 0,
          deleted_at: null,
          filtered: FOLDER_FLAG[recipientFolder],
        },
      ])
      .execute();
    return id;
  }

  /**
   * A member who writes in a conversation of their hidden folder, or one held for them, takes
   * it into their inbox: they chose to answer.
   */
  async unhide(conversationId: number, profileId: number) {
    await unhideFor(this.db, { conversationId, profileId });
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

  /**
   * Stores a message under the sender's nonce, or null when the sender already has one with
   * that nonce (a retry that raced this one: on PostgreSQL the insert waits for the other
   * transaction and then does nothing).
   */
  async insertMessage(message: {
    conversationId: number;
    senderProfileId: number;
    nonce: string;
    kind: 'text' | 'gift' | 'image';
    body: string | null;
    gift: string | null;
    chatImageId: number | null;
    cost: number;
    creditsAfter: number;
    now: string;
    /** The text matched its sender's language's offensive-word list. */
    offensive?: boolean;
    /** The text asks to go on elsewhere or for money: its reader is warned. */
    caution?: boolean;
  }) {
    const [row] = await insertUnderNonce(this.db, {
      ...message,
      offensive: message.offensive ? 1 : 0,
      caution: message.caution ? 1 : 0,
    });
    return row ?? null;
  }

  /** The sender's message with this nonce, as the first answer gave it, or null. */
  async byNonce(senderProfileId: number, nonce: string) {
    const [row] = await messageByNonce(this.db, { senderProfileId, nonce });
    if (!row) return null;
    const { image_filename, image_thumb_filename, image_status, ...message } = row;
    return {
      ...message,
      filename: null,
      image: chatImageOf(image_filename, image_thumb_filename, image_status),
    };
  }

  /** A chat image still to be processed; its message refers to it. */
  async insertChatImage(uploaderProfileId: number, keys: ChatImageKeys, now: string) {
    const { id } = await this.db
      .insertInto('chat_images')
      .values({
        uploader_profile_id: uploaderProfileId,
        filename: keys.filename,
        thumb_filename: keys.thumbFilename,
        status: 'processing',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** What the message cost the sender, in the credit ledger. */
  async chargeForMessage(
    userId: number,
    cost: number,
    reason: 'message' | 'gift',
    messageId: number,
    now: string,
  ) {
    await new CreditLedgerRepository(this.db).record({
      userId,
      amount: -cost,
      reason,
      reference: ledgerReference.message(messageId),
      now,
    });
  }

  /**
   * A new message brings the conversation back for both sides (a deleted chat reappears)
   * and counts as unread for the recipient. Resolves with the members whose side is out of
   * their inbox (hidden or held), as the write found them.
   */
  async bump(conversationId: number, senderProfileId: number, now: string): Promise<number[]> {
    await bumpConversation(this.db, { conversationId, now });
    const members = await bumpMembers(this.db, { conversationId, senderProfileId });
    return members
      .filter((member) => member.filtered !== FOLDER_FLAG.inbox)
      .map((member) => member.profile_id);
  }
}
