import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Staff (decision 0160): the people who run the site, made from the command line, and the
 * append-only record of what they did. A staff account is no member account; its TOTP step
 * last used is kept so a code works once. `staff_audit` refuses every update and delete in
 * the database itself, whatever the code asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('totp_last_step', 'bigint')
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute();
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema
    .createIndex('staff_audit_subject')
    .on('staff_audit')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('staff_audit_staff')
    .on('staff_audit')
    .columns(['staff_id', 'id'])
    .execute();
  if (postgres) {
    await sql`CREATE FUNCTION staff_audit_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
      FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
    await sql`CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
      FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER staff_audit_no_${event.toLowerCase()} BEFORE ${event} ON staff_audit
           BEGIN SELECT RAISE(ABORT, 'staff_audit is append-only'); END`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').ifExists().execute();
  await db.schema.dropTable('staff_accounts').ifExists().execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP FUNCTION IF EXISTS staff_audit_append_only()`.execute(db);
  }
}
