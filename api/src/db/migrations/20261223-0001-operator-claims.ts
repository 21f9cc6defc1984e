import type { Kysely } from 'kysely';

/**
 * Which operator answers a conversation with a fictional profile (decision 0164): a lease, as
 * a moderator's claim on an item, so that two operators never answer one member at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_claims')
    .addColumn('conversation_id', 'integer', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('lease_until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_claims').ifExists().execute();
}
