import { CreditLedgerRepository, ledgerReference } from '../../db/credit-ledger.repository';
import type { Db } from '../../db/database';
import type { ChatImageTable } from '../../db/members-area.types';
import { messageQuery, withChatImage } from './chats.repository';

/** The SQL of chat images: their processing, and whom to tell when they are ready. */
export class ChatImageRepository {
  constructor(private readonly db: Db) {}

  async find(id: number) {
    return this.db.selectFrom('chat_images').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Moves an image on from a status; false when it was no longer there (removed meanwhile).
   */
  async setStatus(
    id: number,
    status: 'active' | 'rejected' | 'removed',
    from: ChatImageTable['status'][],
  ) {
    const result = await this.db
      .updateTable('chat_images')
      .set({ status })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A processed image is shown, with its blurred preview; false when removed meanwhile. */
  async activate(id: number, blurFilename: string) {
    const result = await this.db
      .updateTable('chat_images')
      .set({ status: 'active', blur_filename: blurFilename })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Every image a profile sent, removed or not (a purge that stopped half-way goes on). */
  async sentBy(profileId: number) {
    return this.db
      .selectFrom('chat_images')
      .select(['id', 'filename', 'thumb_filename', 'blur_filename'])
      .where('uploader_profile_id', '=', profileId)
      .orderBy('id')
      .execute();
  }

  /** Whether the account is (still) deleted, with its profile: what a purge may remove. */
  async deletedProfileOf(userId: number) {
    const row = await this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['profiles.id', 'users.status'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row && row.status === 'deleted' ? row.id : null;
  }

  /** The message that carries the image, as every message query returns it. */
  async messageOf(chatImageId: number) {
    const row = await messageQuery(this.db)
      .select('messages.credits_spent')
      .where('messages.chat_image_id', '=', chatImageId)
      .executeTakeFirst();
    return row ? withChatImage(row) : null;
  }

  /**
   * Gives the sender back what an image message cost whose file did not decode: the
   * balance after, or null when it cost nothing. Part of the unit that rejects the image.
   */
  async refund(message: { id: number; sender_profile_id: number }, cost: number, now: string) {
    if (cost <= 0) return null;
    const sender = await this.db
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', message.sender_profile_id)
      .executeTakeFirst();
    if (!sender?.user_id) return null;
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '+', cost) }))
      .where('id', '=', sender.user_id)
      .returning('credits')
      .executeTakeFirstOrThrow();
    await new CreditLedgerRepository(this.db).record({
      userId: sender.user_id,
      amount: cost,
      reason: 'refund',
      reference: ledgerReference.message(message.id),
      now,
    });
    return { userId: sender.user_id, credits: row.credits };
  }

  /** Both members of a conversation, with their users (null for a fictional member). */
  async membersOf(conversationId: number) {
    return this.db
      .selectFrom('conversation_members')
      .innerJoin('profiles', 'profiles.id', 'conversation_members.profile_id')
      .select(['conversation_members.profile_id', 'profiles.user_id'])
      .where('conversation_members.conversation_id', '=', conversationId)
      .execute();
  }
}
