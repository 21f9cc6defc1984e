import { sql } from 'kysely';
import { MIGRATIONS, createDatabase, migrateToLatest, type Db } from '../src/db/database';
import {
  admin,
  describeOnPostgres,
  onPostgres,
  POSTGRES_URL as databaseUrl,
} from './services/postgres';

// Several instances starting at once on one PostgreSQL each migrate at start-up
// (database.plugin.ts): the migrations must run once, whoever comes first. SQLite is one
// file with one writer per process, so there is no race to prove there.
describeOnPostgres(onPostgres('migrations started by several instances at once'), () => {
  const schema = `test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let instances: Db[] = [];

  beforeAll(() => admin((client) => client.query(`create schema ${schema}`)));
  afterAll(async () => {
    await Promise.all(instances.map((db) => db.destroy()));
    await admin((client) => client.query(`drop schema ${schema} cascade`));
  });

  it('run once on a fresh schema: both start, each migration is recorded once, the schema works', async () => {
    // Each instance has its own connection pool, as separate processes would.
    instances = [1, 2, 3].map(() =>
      createDatabase({ databaseUrl, databaseSchema: schema, databasePath: ':memory:' }),
    );
    await Promise.all(instances.map((db) => migrateToLatest(db)));

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
