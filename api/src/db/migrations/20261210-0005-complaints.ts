import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Complaints (decision 0124): notices under the DSA. The reference and the client's key are
 * unique; neither the target profile nor the reporter is a foreign key, so a notice stays as
 * it was filed whatever happens to the accounts (it is evidence, and the sender must hear
 * the decision). The status index serves a moderation queue, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('complaints')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('target_profile_id', 'integer')
    .addColumn('target_url', 'text')
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('reporter_user_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaints_status')
    .on('complaints')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('complaints_target_profile')
    .on('complaints')
    .column('target_profile_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('complaints').ifExists().execute();
}
