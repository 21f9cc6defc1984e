import type { Kysely } from 'kysely';

/**
 * `instance_heartbeats`: each API instance's last committed liveness write (decision 0134).
 * The liveness probe writes its row in a transaction with a short deadline, so a write path
 * that is stuck (a transaction holding the SQLite write lock, a PostgreSQL primary that
 * takes no writes) fails the probe; operators read which instances wrote last, and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instance_heartbeats')
    .addColumn('instance', 'text', (c) => c.primaryKey())
    .addColumn('beat_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instance_heartbeats').execute();
}
