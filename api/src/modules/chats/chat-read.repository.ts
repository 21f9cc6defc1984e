import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The SQL of read marks; built on a transaction so the mark and its events are one unit. */
export class ChatReadRepository {
  constructor(private readonly db: Db) {}

  /**
   * Moves the member's read mark forward to `upTo` (never past the conversation's last
   * message, never back) and recounts what the partner sent after it. Returns the mark and
   * the unread count after.
   */
  async markRead(conversationId: number, profileId: number, upTo: number) {
    const last = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const target = Math.min(upTo, Number(last?.id ?? 0));
    const row = await this.db
      .updateTable('conversation_members as cm')
      .set((eb) => ({
        read_up_to: eb
          .case()
          .when('cm.read_up_to', '<', target)
          .then(target)
          .else(eb.ref('cm.read_up_to'))
          .end(),
      }))
      .where('cm.conversation_id', '=', conversationId)
      .where('cm.profile_id', '=', profileId)
      .returning('read_up_to')
      .executeTakeFirstOrThrow();
    const { count } = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('conversation_id', '=', conversationId)
      .where('sender_profile_id', '<>', profileId)
      .where('id', '>', row.read_up_to)
      .executeTakeFirstOrThrow();
    const unread = Number(count);
    await this.db
      .updateTable('conversation_members')
      .set({ unread_count: unread })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', profileId)
      .execute();
    return { readUpTo: row.read_up_to, unread };
  }

  /** The member's unread messages over the conversations it has not deleted. */
  async totalUnread(profileId: number): Promise<number> {
    const row = await this.db
      .selectFrom('conversation_members')
      .select(sql<number>`coalesce(sum(unread_count), 0)`.as('total'))
      .where('profile_id', '=', profileId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
