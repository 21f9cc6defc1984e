import type { Db } from '../../db/database';
import { cardQuery, notBlockingViewer } from '../members/profile-card';

/** A message with the file of its image, as every message query returns it. */
function messageQuery(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('images', 'images.id', 'messages.image_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sender_profile_id',
      'messages.kind',
      'messages.body',
      'messages.gift',
      'messages.created_at',
      'images.filename',
    ]);
}

export class ChatsRepository {
  constructor(private readonly db: Db) {}

  /** The profile's conversations that it has not deleted, latest first, with the other side. */
  async list(profileId: number) {
    return cardQuery(this.db)
      .innerJoin('conversation_members as other', 'other.profile_id', 'profiles.id')
      .innerJoin('conversation_members as mine', 'mine.conversation_id', 'other.conversation_id')
      .innerJoin('conversations', 'conversations.id', 'mine.conversation_id')
      .select([
        'conversations.id as conversation_id',
        'conversations.last_message_at',
        'mine.unread_count',
      ])
      .where('mine.profile_id', '=', profileId)
      .where('other.profile_id', '<>', profileId)
      .where('mine.deleted_at', 'is', null)
      .where(notBlockingViewer(profileId))
      .orderBy('conversations.last_message_at', 'desc')
      .execute();
  }

  async lastMessages(conversationIds: number[]) {
    if (conversationIds.length === 0) return [];
    return messageQuery(this.db)
      .where('messages.id', 'in', (eb) =>
        eb
          .selectFrom('messages as m')
          .select((e) => e.fn.max('m.id').as('id'))
          .where('m.conversation_id', 'in', conversationIds)
          .groupBy('m.conversation_id'),
      )
      .execute();
  }

  async messages(conversationId: number, limit = 100) {
    return messageQuery(this.db)
      .where('messages.conversation_id', '=', conversationId)
      .orderBy('messages.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** The other member of a conversation the profile belongs to (and has not deleted), or null. */
  async otherMember(conversationId: number, profileId: number): Promise<number | null> {
    const mine = await this.db
      .selectFrom('conversation_members')
      .select('deleted_at')
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
    if (!mine || mine.deleted_at !== null) return null;
    const other = await this.db
      .selectFrom('conversation_members')
      .select('profile_id')
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '<>', profileId)
      .executeTakeFirst();
    return other?.profile_id ?? null;
  }

  async markRead(conversationId: number, profileId: number) {
    await this.db
      .updateTable('conversation_members')
      .set({ unread_count: 0 })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', profileId)
      .execute();
  }

  /** Deletes for this member only: the other side keeps its copy. Returns how many. */
  async deleteFor(
    profileId: number,
    now: string,
    by: { conversationId?: number; otherProfileId?: number },
  ) {
    let query = this.db
      .updateTable('conversation_members')
      .set({ deleted_at: now, unread_count: 0 })
      .where('profile_id', '=', profileId)
      .where('deleted_at', 'is', null);
    if (by.conversationId !== undefined)
      query = query.where('conversation_id', '=', by.conversationId);
    if (by.otherProfileId !== undefined) {
      query = query.where('conversation_id', 'in', (eb) =>
        eb
          .selectFrom('conversation_members')
          .select('conversation_id')
          .where('profile_id', '=', by.otherProfileId!),
      );
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
