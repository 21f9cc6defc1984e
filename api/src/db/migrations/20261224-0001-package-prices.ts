import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Every list price a credit package has had, from when: a shown discount names the lowest
 * price of the 30 days before it (price indication rules), which only a history can tell.
 * The packages' prices of today are its first rows, valid from the packages' creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('credit_package_prices')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('package_id', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_package_prices_package')
    .on('credit_package_prices')
    .columns(['package_id', 'valid_from'])
    .execute();
  await sql`insert into credit_package_prices (package_id, price_cents, valid_from)
    select id, price_cents, created_at from credit_packages`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_package_prices').ifExists().execute();
}
