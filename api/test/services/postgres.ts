// Tests that only mean something on PostgreSQL (races between instances, a read replica).
// `npm run test:postgres` sets DATABASE_URL; without it they are skipped, saying why.
import pg from 'pg';

export const POSTGRES_URL = process.env.DATABASE_URL;

/** `describe` on PostgreSQL, `describe.skip` on SQLite. */
export const describeOnPostgres: jest.Describe = POSTGRES_URL ? describe : describe.skip;

/** The title a PostgreSQL-only block gives, with the reason when it is skipped. */
export const onPostgres = (title: string) =>
  POSTGRES_URL ? title : `${title} (skipped: PostgreSQL only, set DATABASE_URL)`;

/** Runs `work` on a connection of its own (creating and dropping schemas). */
export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
