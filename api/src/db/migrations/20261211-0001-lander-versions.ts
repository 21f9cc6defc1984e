import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Landers as data (decision 0123): every version of every published landing variant. A
 * version is a draft, live or retired; `previous_live_id` is the version that was live
 * when this one went live, the step a rollback goes back. At most one live version per
 * name: the service's unit of work keeps it, and a partial unique index (both SQLite and
 * PostgreSQL have them) refuses a second one even from a racing publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('lander_versions')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // The LanderDocument as JSON text, checked against its schema on write and on read.
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('preview_token', 'text', (c) => c.notNull().unique())
    .addColumn('previous_live_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addUniqueConstraint('lander_versions_name_version', ['name', 'version'])
    .execute();
  await db.schema
    .createIndex('lander_versions_one_live')
    .on('lander_versions')
    .column('name')
    .unique()
    .where(sql.ref('status'), '=', 'live')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lander_versions').execute();
}
