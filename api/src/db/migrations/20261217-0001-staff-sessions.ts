import type { Kysely } from 'kysely';

/**
 * Staff sign-in (decision 0160): the password step's one-time token for the code step, and
 * the sessions of the staff console, each kept as the SHA-256 of what the browser holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_login_tokens')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff')
    .on('staff_sessions')
    .column('staff_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_login_tokens').ifExists().execute();
}
