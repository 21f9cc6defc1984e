import { migrateToLatest } from '../src/db/database';
import { seedIfEmpty } from '../src/db/seed/seed-if-empty';
import { TEST_MEDIA_DIR } from './helper';
import { describeOnPostgres, instancesOnFreshSchema, onPostgres } from './services/postgres';

// Several instances starting at once on one empty PostgreSQL each seed it at start-up when
// it is empty (database.plugin.ts): the seed must run once, whoever comes first. SQLite is
// one file written by one process, so there is no race to prove there.
describeOnPostgres(onPostgres('the seed started by several instances at once'), () => {
  const { open } = instancesOnFreshSchema('test_seed');

  it('runs once on a fresh schema: one instance seeds, the others find the data', async () => {
    const started = open(2);
    await Promise.all(started.map(({ setup }) => migrateToLatest(setup)));
    const options = { profiles: 5, mediaDir: TEST_MEDIA_DIR, photoPool: 2 };
    const summaries = await Promise.all(started.map(({ setup }) => seedIfEmpty(setup, options)));
    const instances = started.map(({ db }) => db);

    expect(summaries.filter(Boolean)).toEqual([expect.objectContaining({ profiles: 6 })]);
    const count = async (table: 'profiles' | 'site_settings' | 'company_info') =>
      (
        await instances[1]!
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect(await count('profiles')).toBe(6); // five members and the demo account
    expect(await count('company_info')).toBe(1);
    // Started again later, an instance leaves the seeded database alone.
    expect(await seedIfEmpty(instances[0]!, options)).toBeNull();
    expect(await count('profiles')).toBe(6);
  });
});
