import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './database.types';
import * as initial from './migrations/20261122-0001-initial';
import * as appSecrets from './migrations/20261201-0001-app-secrets';
import * as jobsAndThrottles from './migrations/20261202-0001-jobs-and-throttles';

export type Db = Kysely<Database>;

// Migrations are listed here rather than read from disk so they work the same under tsx,
// jest and a bundle; names sort by their timestamp prefix.
const MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-initial': initial,
  '20261201-0001-app-secrets': appSecrets,
  '20261202-0001-jobs-and-throttles': jobsAndThrottles,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePath' | 'databaseSchema'>,
): Db {
  if (config.databaseUrl) {
    // COUNT and SUM come back as int8 strings; integers here stay well below 2^53.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.databasePath !== ':memory:') {
    fs.mkdirSync(path.dirname(config.databasePath), { recursive: true });
  }
  const sqlite = new SQLite(config.databasePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export const isPostgres = (db: Kysely<unknown>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Brings the schema up to date. With a PostgreSQL schema of its own the migrator's tables
 * are named in it: Kysely otherwise looks for them in every schema of the database, and a
 * half-made one elsewhere (a test killed mid-way) made it skip creating its own.
 */
export async function migrateToLatest(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  db: Kysely<any>,
  schema?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    ...(schema && isPostgres(db) ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** A unique constraint refused the write (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
