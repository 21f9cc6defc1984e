// The PostgreSQL databases of the API tests (`npm run test:postgres`): once per jest run a
// database migrated to the latest schema (global-setup.ts), which each test app copies
// (helper.ts) instead of running every migration again, so test files run side by side,
// each on a database of its own. Loaded outside test files too: no jest globals here.
import pg from 'pg';
import { createPostgres, migrateToLatest } from '../../src/db/database';

/** Runs `work` on a connection of its own to the database at `url`. */
export async function onConnection<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a connection of its own to the database at `url`. */
async function run(url: string, statement: string): Promise<void> {
  await onConnection(url, (client) => client.query(statement));
}

/** Where global-setup.ts tells the test files which migrated database to copy. */
const TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** The URL of another database on the same server. */
export function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;

/**
 * Once per jest run: a database migrated to the latest schema, which each test app copies
 * (CREATE DATABASE ... TEMPLATE). The migrations run here once per run, and on schemas of
 * their own in the tests of instances starting together (migration-lock.test.ts,
 * startup-wait.test.ts); each app's start still runs the migrator, which finds them done.
 */
export async function createTemplateDatabase(url: string): Promise<void> {
  const name = uniqueName('test_template');
  await run(url, `create database ${name}`);
  const db = createPostgres(databaseUrlOf(url, name), undefined, { statementTimeoutMs: 0, max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  process.env[TEMPLATE_ENV] = name;
}

/** After the run: the template goes. */
export async function dropTemplateDatabase(url: string): Promise<void> {
  const name = process.env[TEMPLATE_ENV];
  if (name) await run(url, `drop database if exists ${name}`);
}

/**
 * A database of a test app's own, copied from the run's migrated template, so test files run
 * side by side; `drop()` removes it once the app has closed its connections. Not by force:
 * a pool's end only asks its connections to close, and PostgreSQL waits up to 5 s for them
 * to go (a connection killed as it closed made its client throw); a connection still open
 * after that is a leak, and the drop fails saying so.
 */
export async function databaseFromTemplate(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error(`${TEMPLATE_ENV} is not set: test/global-setup.ts makes it`);
  const name = uniqueName('test_app');
  await run(url, `create database ${name} template ${template}`);
  return {
    url: databaseUrlOf(url, name),
    async drop() {
      await run(url, `drop database ${name}`);
    },
  };
}
