import type { Kysely } from 'kysely';

/**
 * Values the app makes for itself once and must keep across restarts and instances (the
 * generated VAPID key pair), one JSON text per name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secrets').ifExists().execute();
}
