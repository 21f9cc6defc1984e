// Runs once per jest run, before the API test files load (workers inherit process.env).
// Redis is optional: where none answers, its tests are skipped with one line saying why,
// instead of failing or hanging. PostgreSQL is asked for (DATABASE_URL): where it does not
// answer, the run stops at once with one clear message instead of 89 connection errors;
// where it does, the migrated database every test app copies is made here.
import pg from 'pg';
import { createTemplateDatabase } from './services/postgres-template';
import { REDIS_TEST_URL, redisAnswers } from './services/redis-probe';

async function requirePostgres(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `DATABASE_URL is set, but PostgreSQL does not answer at ${url} (${String(error)}). ` +
        'Start it, or unset DATABASE_URL to test on SQLite.',
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

// jest asks for the default export.
export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    await requirePostgres(process.env.DATABASE_URL);
    await createTemplateDatabase(process.env.DATABASE_URL);
  }
  const up = await redisAnswers(REDIS_TEST_URL);
  process.env.REDIS_TEST_PROBE = up ? 'up' : 'down';
  if (!up) {
    console.log(
      `api: no Redis answers at ${REDIS_TEST_URL} (REDIS_TEST_URL): the Redis tests are skipped.`,
    );
  }
}
