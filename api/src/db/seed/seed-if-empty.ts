import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { createMediaStore } from '../../modules/media/create-media-store';
import { isPostgres } from '../database';
import type { Database } from '../database.types';
import { isDatabaseEmpty, seedDatabase, type SeedOptions, type SeedSummary } from './seed';

/**
 * Seeds the database when it is empty; null when it was not. Several instances starting at
 * once on one empty PostgreSQL all call it (database.plugin.ts): the check and the seed run
 * under a session advisory lock held on one connection, so the first seeds and the others,
 * once it is released, find the data there (test/seed-lock.test.ts). The lock is named
 * after the schema, so that test runs in schemas of their own do not wait for each other.
 * SQLite is one file written by one process: nothing to lock there.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  if (!isPostgres(db)) return (await isDatabaseEmpty(db)) ? seedDatabase(db, options) : null;
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext('dating-seed:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return (await isDatabaseEmpty(connection)) ? await seedDatabase(connection, options) : null;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/**
 * seedIfEmpty as configured (SEED_PROFILES, the media directory and store), as the API's
 * start and `npm run seed` run it; with how long it took when it seeded.
 */
export async function seedIfEmptyFromConfig(
  db: Kysely<Database>,
  config: AppConfig,
): Promise<(SeedSummary & { ms: number }) | null> {
  const started = Date.now();
  const store = await createMediaStore(config);
  try {
    const summary = await seedIfEmpty(db, {
      profiles: config.seedProfiles,
      mediaDir: config.mediaDir,
      store,
      // The console's demo admin and inbox, in development only.
      staffDemo: config.nodeEnv === 'development',
    });
    return summary && { ...summary, ms: Date.now() - started };
  } finally {
    store.close?.();
  }
}
