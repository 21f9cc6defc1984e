import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Verified profiles: a member's selfie in a pose the server drew, decided by a moderator, and
 * a verified member's new main photo seen again. `profiles.verified_at` says whether the badge
 * shows (null while a new main photo waits), so lists read it with the card and filter on it
 * without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('profiles').addColumn('verified_at', 'text').execute();
  await db.schema
    .createTable('verification_requests')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pose', 'text')
    .addColumn('selfie_key', 'text')
    .addColumn('image_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('verification_requests_profile')
    .on('verification_requests')
    .columns(['profile_id', 'status'])
    .execute();
  await db.schema
    .createIndex('verification_requests_open')
    .on('verification_requests')
    .columns(['status', 'submitted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_requests').ifExists().execute();
  await db.schema.alterTable('profiles').dropColumn('verified_at').execute();
}
