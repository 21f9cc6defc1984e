import type { Kysely } from 'kysely';

/**
 * What keeps members safe in chats and lists: each member's own safety choices (images from
 * matches shown at once, fictional profiles hidden, hidden words), a blurred preview of every
 * chat image made from now on, a flag on messages that matched the offensive-word list, and
 * the hidden folder (a conversation or a like that arrived with one of the member's hidden
 * words).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_safety')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('show_match_images', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_fictional', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('chat_images').addColumn('blur_filename', 'text').execute();
  await db.schema
    .alterTable('messages')
    .addColumn('offensive', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('conversation_members')
    .addColumn('filtered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('likes')
    .addColumn('filtered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('likes').dropColumn('filtered').execute();
  await db.schema.alterTable('conversation_members').dropColumn('filtered').execute();
  await db.schema.alterTable('messages').dropColumn('offensive').execute();
  await db.schema.alterTable('chat_images').dropColumn('blur_filename').execute();
  await db.schema.dropTable('member_safety').ifExists().execute();
}
