import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Moderation (issue 30): one inbox of work (reports, notices, pending photos, appeals), each
 * item held by one moderator at a time under a lease; the decisions with their ground and
 * text, what they changed (to undo or reverse it), and the restrictions they put on members.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('moderation_items')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('subject_profile_id', 'integer')
    .addColumn('report_id', 'integer', (c) => c.unique())
    .addColumn('complaint_id', 'integer', (c) => c.unique())
    .addColumn('image_id', 'integer', (c) => c.unique())
    .addColumn('appeal_id', 'integer', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('holder_staff_id', 'integer')
    .addColumn('lease_until', 'text')
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('moderation_items_open')
    .on('moderation_items')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('subject_profile_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('ground', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('photo_id', 'integer')
    .addColumn('ends_at', 'text')
    .addColumn('automated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .addColumn('undo_until', 'text', (c) => c.notNull())
    // JSON: what the decision changed, so that an undo or a reversal restores it.
    .addColumn('changed', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('undone_at', 'text')
    .addColumn('reversed_at', 'text')
    .addColumn('reversed_by_staff_id', 'integer')
    .execute();
  await db.schema
    .createIndex('moderation_decisions_subject')
    .on('moderation_decisions')
    .columns(['subject_profile_id', 'id'])
    .execute();
  await db.schema
    .createTable('member_restrictions')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('decision_id', 'integer', (c) => c.notNull())
    .addColumn('lifted_at', 'text')
    .execute();
  await db.schema
    .createIndex('member_restrictions_profile')
    .on('member_restrictions')
    .columns(['profile_id', 'lifted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_restrictions').ifExists().execute();
  await db.schema.dropTable('moderation_decisions').ifExists().execute();
  await db.schema.dropTable('moderation_items').ifExists().execute();
}
