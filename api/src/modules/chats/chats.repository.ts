import type { Db } from '../../db/database';
import { cardQuery, notBlockingViewer } from '../members/profile-card.query';
import { FOLDER_FLAG } from './conversation-folders';
import { chatImageOf } from './chat.presenter';

/** A message with the files of its image, as every message query returns it. */
export function messageQuery(db: Db) {
  return db
    .selectFrom('messages')
    .leftJoin('images', 'images.id', 'messages.image_id')
    .leftJoin('chat_images', 'chat_images.id', 'messages.chat_image_id')
    .select([
      'messages.id',
      'messages.conversation_id',
      'messages.sender_profile_id',
      'messages.kind',
      'messages.body',
      'messages.gift',
      'messages.created_at',
      'messages.nonce',
      'messages.offensive',
      'messages.caution',
      'images.filename',
      'chat_images.filename as chat_filename',
      'chat_images.thumb_filename as chat_thumb_filename',
      'chat_images.status as chat_image_status',
      'chat_images.blur_filename as chat_blur_filename',
    ]);
}

type JoinedMessage = Awaited<
  ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>
>;

/** A row of messageQuery as the presenter takes it: its chat image as one value. */
export function withChatImage<R extends JoinedMessage>(row: R) {
  const { chat_filename, chat_thumb_filename, chat_image_status, chat_blur_filename, ...message } =
    row;
  const image = chatImageOf(chat_filename, chat_thumb_filename, chat_image_status);
  return { ...message, image: image && { ...image, blurFilename: chat_blur_filename } };
}

export class ChatsRepository {
  constructor(private readonly db: Db) {}

  /** The profile's conversations that it has not deleted, latest first, with the other side. */
  /** `hidden`: the conversations of the member's hidden folder instead of the others. */
  async list(profileId: number, hidden = false) {
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
      .where('mine.filtered', '=', hidden ? FOLDER_FLAG.hidden : FOLDER_FLAG.inbox)
      .where(notBlockingViewer(profileId))
      .orderBy('conversations.last_message_at', 'desc')
      .execute();
  }

  /** How many conversations and likes wait in the member's hidden folder, in one round trip. */
  async hiddenCount(profileId: number): Promise<number> {
    const counts = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('conversation_members')
          .select(eb.fn.countAll<number | string>().as('n'))
          .where('profile_id', '=', profileId)
          .where('filtered', '=', FOLDER_FLAG.hidden)
          .where('deleted_at', 'is', null)
          .as('conversations'),
        eb
          .selectFrom('likes')
          .select(eb.fn.countAll<number | string>().as('n'))
          .where('to_profile_id', '=', profileId)
          .where('filtered', '=', 1)
          .as('likes'),
      ])
      .executeTakeFirstOrThrow();
    return Number(counts.conversations) + Number(counts.likes);
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
      .execute()
      .then((rows) => rows.map(withChatImage));
  }

  /**
   * A page of a conversation by message id, newest first: before `before` (or the newest),
   * or (with `after`) oldest first after that id. One row more than the page says whether
   * there is more.
   */
  async page(conversationId: number, cursor: { before?: number; after?: number }, size: number) {
    let query = messageQuery(this.db).where('messages.conversation_id', '=', conversationId);
    if (cursor.after !== undefined) {
      return query
        .where('messages.id', '>', cursor.after)
        .orderBy('messages.id', 'asc')
        .limit(size + 1)
        .execute()
        .then((rows) => rows.map(withChatImage));
    }
    if (cursor.before !== undefined) query = query.where('messages.id', '<', cursor.before);
    return query
      .orderBy('messages.id', 'desc')
      .limit(size + 1)
      .execute()
      .then((rows) => rows.map(withChatImage));
  }

  /** Whether the conversation has a message at or before this id. */
  async hasMessageUpTo(conversationId: number, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('id', '<=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Both members' read marks and the viewer's unread count in a conversation. */
  async readState(conversationId: number, profileId: number) {
    const rows = await this.db
      .selectFrom('conversation_members')
      .select(['profile_id', 'read_up_to', 'unread_count'])
      .where('conversation_id', '=', conversationId)
      .execute();
    const mine = rows.find((row) => row.profile_id === profileId);
    const other = rows.find((row) => row.profile_id !== profileId);
    return {
      readUpTo: mine?.read_up_to ?? 0,
      unread: mine?.unread_count ?? 0,
      partnerReadUpTo: other?.read_up_to ?? 0,
    };
  }

  /** What the footer's prices depend on: whether the member pays, and the member's country. */
  async payer(profileId: number) {
    return this.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['users.paid_user', 'profiles.country'])
      .where('profiles.id', '=', profileId)
      .executeTakeFirst();
  }

  /** The other member of a conversation the profile belongs to (and has not deleted), or null. */
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

  async otherMember(conversationId: number, profileId: number): Promise<number | null> {
    const mine = await this.db
      .selectFrom('conversation_members')
      .select(['deleted_at', 'filtered'])
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
    // A conversation held for a moderator (scam signals) is not the recipient's yet.
    if (!mine || mine.deleted_at !== null || mine.filtered === FOLDER_FLAG.held) return null;
    const other = await this.db
      .selectFrom('conversation_members')
      .select('profile_id')
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '<>', profileId)
      .executeTakeFirst();
    return other?.profile_id ?? null;
  }

  /** Deletes for this member only: the other side keeps its copy. Returns which. */
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
    const rows = await query.returning('conversation_id').execute();
    return rows.map((row) => row.conversation_id);
  }
}
