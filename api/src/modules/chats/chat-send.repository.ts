import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';
import { isPostgres, type Db } from '../../db/database';
import { chatImageOf } from './chat.presenter';
import {
  bumpConversation,
  bumpConversationAndMembers,
  bumpMembers,
  conversationOf,
  insertUnderNonce,
  messageByNonce,
  senderOf,
  senderWithConversation,
  type MessageValues,
} from './chat-send.query';
import { messageMailPeriod } from '../notifications/notification-kinds';
import { FOLDER_FLAG, type RecipientFolder } from './conversation-folders';

/** Where a chat image is in the media store, its sizes still to be made. */
export interface ChatImageKeys {
  filename: string;
  thumbFilename: string;
}

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
  async insertMessage(
    message: Omit<MessageValues, 'offensive' | 'caution'> & {
      /** The text matched its sender's language's offensive-word list. */
      offensive?: boolean;
      /** The text asks to go on elsewhere or for money: its reader is warned. */
      caution?: boolean;
    },
  ) {
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
   * and counts as unread for the recipient; `unhideSender`: the sender answers, so a
   * conversation of their hidden folder, or one held for them, goes into their inbox. Resolves
   * with the members whose side is out of their inbox (hidden or held) as the write left it,
   * and those a push or mail could still tell of the message (`notifiable` of the query).
   */
  async bump(
    conversationId: number,
    senderProfileId: number,
    now: string,
    { unhideSender = false } = {},
  ): Promise<{ outOfInbox: number[]; notifiable: number[] }> {
    const values = {
      conversationId,
      senderProfileId,
      unhideProfileId: unhideSender ? senderProfileId : 0,
      mailPeriod: messageMailPeriod(conversationId, new Date(now)),
    };
    const members = isPostgres(this.db)
      ? await bumpConversationAndMembers(this.db, { ...values, now })
      : (await bumpConversation(this.db, { conversationId, now }),
        await bumpMembers(this.db, values));
    return {
      outOfInbox: members
        .filter((member) => member.filtered !== FOLDER_FLAG.inbox)
        .map((member) => member.profile_id),
      notifiable: members
        .filter((member) => Number(member.notifiable) === 1)
        .map((member) => member.profile_id),
    };
  }
}
