import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

function table(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(name) as CreateTableBuilder<string, 'id'>;
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Notifications (decision 0130):
 * - `users.site_domain`: the domain of the site a member signed up on, whose name, address
 *   and links their mails carry (null: the default site, for accounts of before);
 * - `email_outbox.headers` (JSON: List-Unsubscribe and friends) and `from_address`;
 * - `notification_log`: what was sent to whom for which period, unique, so a reminder or a
 *   throttled mail goes out at most once per period even when instances race;
 * - `mail_events`: bounces and spam complaints the mail provider reported, once per event;
 * - `test_push_subscriptions` and `test_push_messages`: the built-in push service stand-in
 *   (its subscriptions with their private keys, and the pushes it decrypted), in the
 *   database so it works across instances, like the test payment provider.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('site_domain', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('headers', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('from_address', 'text').execute();

  await table(db, 'notification_log')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notification_log_once', ['user_id', 'kind', 'period'])
    .execute();
  await db.schema
    .createIndex('notification_log_kind_created')
    .on('notification_log')
    .columns(['kind', 'created_at'])
    .execute();

  await table(db, 'mail_events')
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await table(db, 'test_push_messages')
    .addColumn('subscription_id', 'text', (c) =>
      c.notNull().references('test_push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('ttl', 'integer')
    .addColumn('urgency', 'text')
    .addColumn('topic', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_push_messages_subscription')
    .on('test_push_messages')
    .columns(['subscription_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_push_messages').ifExists().execute();
  await db.schema.dropTable('test_push_subscriptions').ifExists().execute();
  await db.schema.dropTable('mail_events').ifExists().execute();
  await db.schema.dropTable('notification_log').ifExists().execute();
  await db.schema.alterTable('email_outbox').dropColumn('from_address').execute();
  await db.schema.alterTable('email_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('users').dropColumn('site_domain').execute();
}
