import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

function table(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(name) as CreateTableBuilder<string, 'id'>;
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Chat delivery (decision 0119): a message carries its sender's nonce (unique per sender, so
 * a retry finds the original) and the sender's balance after it (a retry answers the same);
 * each member of a conversation keeps "read up to <message id>"; chat images are a table of
 * their own, private to the conversation; reports may name a conversation and a message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'chat_images')
    .addColumn('uploader_profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    // Private media store keys: served only to the two members (chat-image route).
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('thumb_filename', 'text', (c) => c.notNull())
    // processing → active (sizes made, EXIF gone) or rejected (pixels did not decode).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('messages').addColumn('nonce', 'text').execute();
  await db.schema.alterTable('messages').addColumn('credits_after', 'integer').execute();
  await db.schema
    .alterTable('messages')
    .addColumn('chat_image_id', 'integer', (c) =>
      c.references('chat_images.id').onDelete('set null'),
    )
    .execute();
  // NULL nonces (messages from before this migration) never collide.
  await db.schema
    .createIndex('messages_sender_nonce')
    .on('messages')
    .columns(['sender_profile_id', 'nonce'])
    .unique()
    .execute();
  // The per-member rate limit counts the sender's messages of the last minute.
  await db.schema
    .createIndex('messages_sender_recent')
    .on('messages')
    .columns(['sender_profile_id', 'created_at'])
    .execute();

  await db.schema
    .alterTable('conversation_members')
    .addColumn('read_up_to', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .alterTable('reports')
    .addColumn('conversation_id', 'integer', (c) =>
      c.references('conversations.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('set null'))
    .execute();
  // One open report of a profile per reporter still holds for profile reports; a chat report
  // is one open notice per reporter and conversation, or per reporter and message.
  await db.schema.dropIndex('reports_one_open').execute();
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_profile_id', 'profile_id'])
    .unique()
    .where(sql<boolean>`status = 'open' AND conversation_id IS NULL`)
    .execute();
  await db.schema
    .createIndex('reports_one_open_conversation')
    .on('reports')
    .columns(['reporter_profile_id', 'conversation_id'])
    .unique()
    .where(sql<boolean>`status = 'open' AND conversation_id IS NOT NULL AND message_id IS NULL`)
    .execute();
  await db.schema
    .createIndex('reports_one_open_message')
    .on('reports')
    .columns(['reporter_profile_id', 'message_id'])
    .unique()
    .where(sql<boolean>`status = 'open' AND message_id IS NOT NULL`)
    .execute();
}

/** PostgreSQL only: SQLite cannot drop a column that takes part in a foreign key. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_one_open_message').execute();
  await db.schema.dropIndex('reports_one_open_conversation').execute();
  await db.schema.dropIndex('reports_one_open').execute();
  await sql`DELETE FROM reports WHERE conversation_id IS NOT NULL`.execute(db);
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_profile_id', 'profile_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.alterTable('reports').dropColumn('message_id').execute();
  await db.schema.alterTable('reports').dropColumn('conversation_id').execute();
  await db.schema.alterTable('conversation_members').dropColumn('read_up_to').execute();
  await db.schema.dropIndex('messages_sender_recent').execute();
  await db.schema.dropIndex('messages_sender_nonce').execute();
  await db.schema.alterTable('messages').dropColumn('chat_image_id').execute();
  await db.schema.alterTable('messages').dropColumn('credits_after').execute();
  await db.schema.alterTable('messages').dropColumn('nonce').execute();
  await db.schema.dropTable('chat_images').execute();
}
