// Tests that only mean something on PostgreSQL (races between instances, a read replica).
// `npm run test:postgres` sets DATABASE_URL; without it they are skipped, saying why.
import type pg from 'pg';
import { createDatabase, createSetupDatabase, type Db } from '../../src/db/database';
import { onConnection } from './postgres-template';

export const POSTGRES_URL = process.env.DATABASE_URL;

/** `describe` on PostgreSQL, `describe.skip` on SQLite. */
export const describeOnPostgres: jest.Describe = POSTGRES_URL ? describe : describe.skip;

/** The title a PostgreSQL-only block gives, with the reason when it is skipped. */
export const onPostgres = (title: string) =>
  POSTGRES_URL ? title : `${title} (skipped: PostgreSQL only, set DATABASE_URL)`;

/** Runs `work` on a connection of its own (creating and dropping schemas). */
export const admin = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> =>
  onConnection(POSTGRES_URL!, work);

/**
 * A fresh schema for the surrounding block, made before it and dropped after it, and
 * `open(count)`: that many separate instances on it, each with its own connection pool as
 * separate processes would have, and the start-up connection it migrates and seeds on
 * (createSetupDatabase, as database.plugin.ts does); all closed after the block.
 */
export function instancesOnFreshSchema(prefix: string): {
  schema: string;
  open: (count: number) => { db: Db; setup: Db }[];
} {
  const schema = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const opened: Db[] = [];
  beforeAll(() => admin((client) => client.query(`create schema ${schema}`)));
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.destroy()));
    await admin((client) => client.query(`drop schema ${schema} cascade`));
  });
  const open = (count: number) =>
    Array.from({ length: count }, () => {
      const config = { databaseUrl: POSTGRES_URL, databaseSchema: schema };
      const db = createDatabase({ ...config, databasePath: ':memory:' });
      const setup = createSetupDatabase(config, db);
      opened.push(db, setup);
      return { db, setup };
    });
  return { schema, open };
}
