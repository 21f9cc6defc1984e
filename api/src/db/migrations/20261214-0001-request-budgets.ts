import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * `request_budgets`: how many times a key (a hash of an address, a client, or both) used a
 * budget in its current window, taken in one conditional update so that parallel requests
 * cannot overdraw it. It replaces `password_reset_requests`, whose count-then-insert let
 * parallel requests past the limit and whose only use was that count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_budgets')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('password_reset_requests').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_requests_email')
    .on('password_reset_requests')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema.dropTable('request_budgets').execute();
}
