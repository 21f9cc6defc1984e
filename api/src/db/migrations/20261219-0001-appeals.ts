import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Statements of reasons and appeals (issue 30): when a decision's member and its reporter were
 * told of it, and the members' appeals against decisions, each decided by another moderator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  // Set once the statement of reasons and the reporter's outcome have been sent.
  await db.schema.alterTable('moderation_decisions').addColumn('told_at', 'text').execute();
  await db.schema
    .createTable('moderation_appeals')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('decision_id', 'integer', (c) => c.notNull().unique())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('answer', 'text')
    .addColumn('staff_id', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('told_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_appeals').ifExists().execute();
  await db.schema.alterTable('moderation_decisions').dropColumn('told_at').execute();
}
