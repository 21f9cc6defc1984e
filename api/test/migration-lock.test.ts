import { sql } from 'kysely';
import { MIGRATIONS, migrateToLatest } from '../src/db/database';
import { admin, describeOnPostgres, instancesOnFreshSchema, onPostgres } from './services/postgres';

// Several instances starting at once on one PostgreSQL each migrate at start-up
// (database.plugin.ts): the migrations must run once, whoever comes first. SQLite is one
// file with one writer per process, so there is no race to prove there.
describeOnPostgres(onPostgres('migrations started by several instances at once'), () => {
  const { schema, open } = instancesOnFreshSchema('test_migrate');

  it('run once on a fresh schema: both start, each migration is recorded once, the schema works', async () => {
    const started = open(3);
    await Promise.all(started.map(({ setup }) => migrateToLatest(setup)));
    const instances = started.map(({ db }) => db);

    const recorded = await sql<{ name: string; times: number }>`
      select name, count(*)::int as times from ${sql.table(`${schema}.kysely_migration`)}
      group by name order by name`.execute(instances[0]!);
    expect(recorded.rows).toEqual(Object.keys(MIGRATIONS).map((name) => ({ name, times: 1 })));

    // What one instance writes, another reads: the tables are there, and only once.
    const [first, second] = instances;
    await first!
      .insertInto('app_secrets')
      .values({
        name: 'migration-lock-test',
        value: 'written by the first instance',
        created_at: new Date().toISOString(),
      })
      .execute();
    const read = await second!
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'migration-lock-test')
      .executeTakeFirst();
    expect(read?.value).toBe('written by the first instance');
  });
});

// The migrator finds its own tables by listing those of every schema: another instance or test
// run that drops its schema meanwhile made that listing fail with "schema ... does not exist",
// and the start with it. A start goes on.
describeOnPostgres(onPostgres('migrations while other schemas are dropped beside them'), () => {
  const { open } = instancesOnFreshSchema('test_migrate_beside');
  const others = Array.from({ length: 40 }, (_, i) => `test_gone_${process.pid}_${i}`);
  beforeAll(() =>
    admin(async (client) => {
      for (const name of others) {
        await client.query(`create schema ${name}`);
        await client.query(`create table ${name}.t (id int primary key, note text)`);
      }
    }),
  );
  afterAll(() =>
    admin(async (client) => {
      for (const name of others) await client.query(`drop schema if exists ${name} cascade`);
    }),
  );

  it('migrates while other schemas disappear', async () => {
    const [instance] = open(1);
    const dropping = admin(async (client) => {
      for (const name of others) await client.query(`drop schema ${name} cascade`);
    });
    await Promise.all([migrateToLatest(instance!.setup), dropping]);
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_schema = current_schema()`.execute(instance!.db);
    expect(tables.rows[0]!.n).toBeGreaterThan(20);
  });
});
