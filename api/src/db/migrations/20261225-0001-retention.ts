import type { Kysely } from 'kysely';

/**
 * What the daily retention sweep needs (decision 0167): when a deleted account's data was
 * erased, so that a sweep finds only what is still to do; one row per recurring job with its
 * next run, which every instance may read and only one moves on; and indexes for the
 * sweep's reads of a deleted member's ledger and deletions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('account_deletions').addColumn('erased_at', 'text').execute();
  await db.schema
    .createIndex('account_deletions_due')
    .on('account_deletions')
    .columns(['erased_at', 'reactivate_until'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_user')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('recurring_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_enqueued_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recurring_jobs').ifExists().execute();
  await db.schema.dropIndex('credit_ledger_user').ifExists().execute();
  await db.schema.dropIndex('account_deletions_due').ifExists().execute();
  await db.schema.alterTable('account_deletions').dropColumn('erased_at').execute();
}
