import { sql } from 'kysely';
import { MIGRATIONS, migrateToLatest } from '../src/db/database';
import { describeOnPostgres, instancesOnFreshSchema, onPostgres } from './services/postgres';

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
