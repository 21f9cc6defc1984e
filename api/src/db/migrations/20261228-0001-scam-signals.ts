import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Scam signals: what the server noticed in a first message or a profile, with its score
 * (`risk_flags`); a moderation item per flag; the perceptual hash of each photo (one picture
 * on several accounts); a caution mark on messages that ask to move elsewhere or for money;
 * and a keyed hash of the address each account signed up from (many signups from one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('risk_flags')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('conversation_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('image_id', 'integer')
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('signals', 'text', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('risk_flags_profile')
    .on('risk_flags')
    .columns(['profile_id', 'status'])
    .execute();
  await db.schema.alterTable('moderation_items').addColumn('risk_flag_id', 'integer').execute();
  // One item per flag (SQLite adds no UNIQUE column: the index does it on both).
  await db.schema
    .createIndex('moderation_items_risk_flag')
    .on('moderation_items')
    .column('risk_flag_id')
    .unique()
    .execute();
  await db.schema.alterTable('images').addColumn('phash', 'text').execute();
  await db.schema
    .alterTable('messages')
    .addColumn('caution', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('signup_address', 'text').execute();
  await db.schema
    .createIndex('users_signup_address')
    .on('users')
    .columns(['signup_address', 'signup_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_signup_address').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('signup_address').execute();
  await db.schema.alterTable('messages').dropColumn('caution').execute();
  await db.schema.alterTable('images').dropColumn('phash').execute();
  await db.schema.dropIndex('moderation_items_risk_flag').ifExists().execute();
  await db.schema.alterTable('moderation_items').dropColumn('risk_flag_id').execute();
  await db.schema.dropTable('risk_flags').ifExists().execute();
}
