import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import { ConnectionGuard, attachGuard, guardedDialect } from './connection-guard';
import type { Database } from './database.types';
import { attachDirectRead } from './direct-read';
import { PreparingClient } from './prepared-statements';
import { MAIN_CHECKPOINT_PAGES, SqliteCheckpointer } from './sqlite-checkpointer';
import { SqliteReadWorker, attachReadWorker } from './sqlite-read-worker';
import * as initial from './migrations/20261122-0001-initial';
import * as appSecrets from './migrations/20261201-0001-app-secrets';
import * as jobsAndThrottles from './migrations/20261202-0001-jobs-and-throttles';
import * as searchIndexes from './migrations/20261202-0002-search-indexes';
import * as searchRanking from './migrations/20261203-0001-search-ranking';
import * as profileActions from './migrations/20261203-0002-profile-actions';
import * as swipeGame from './migrations/20261203-0004-swipe-game';
import * as signupProgress from './migrations/20261204-0002-signup-progress';
import * as dataExport from './migrations/20261204-0003-data-export';
import * as chatDelivery from './migrations/20261204-0004-chat-delivery';
import * as chatImagesByUploader from './migrations/20261205-0001-chat-images-by-uploader';
import * as payments from './migrations/20261206-0001-payments';
import * as testProvider from './migrations/20261206-0002-test-provider';
import * as complaints from './migrations/20261210-0005-complaints';
import * as landerVersions from './migrations/20261211-0001-lander-versions';
import * as notifications from './migrations/20261212-0001-notifications';
import * as discountCodeReservations from './migrations/20261213-0001-discount-code-reservations';
import * as instanceHeartbeats from './migrations/20261213-0002-instance-heartbeats';
import * as requestBudgets from './migrations/20261214-0001-request-budgets';
import * as mailUnsubscribed from './migrations/20261215-0001-mail-unsubscribed';
import * as staff from './migrations/20261216-0001-staff';
import * as staffSessions from './migrations/20261217-0001-staff-sessions';
import * as moderation from './migrations/20261218-0001-moderation';
import * as appeals from './migrations/20261219-0001-appeals';
import * as paymentRefunds from './migrations/20261220-0001-payment-refunds';
import * as unansweredRefunds from './migrations/20261221-0001-unanswered-refunds';
import * as unreadDecisions from './migrations/20261222-0001-unread-decisions';
import * as operatorClaims from './migrations/20261223-0001-operator-claims';
import * as packagePrices from './migrations/20261224-0001-package-prices';
import * as retention from './migrations/20261225-0001-retention';
import * as memberConsents from './migrations/20261226-0001-member-consents';
import * as memberSafety from './migrations/20261226-0002-member-safety';
import * as verifications from './migrations/20261227-0001-verifications';
import * as scamSignals from './migrations/20261228-0001-scam-signals';
import * as contractCancellation from './migrations/20261228-0002-contract-cancellation';
import * as pushSubscriptionsByUser from './migrations/20261229-0001-push-subscriptions-by-user';
import { DEFAULT_TRANSACTION_TIMEOUT_MS } from './transaction';

export type Db = Kysely<Database>;

// Migrations are listed here rather than read from disk so they work the same under tsx,
// jest and a bundle; names sort by their timestamp prefix.
export const MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-initial': initial,
  '20261201-0001-app-secrets': appSecrets,
  '20261202-0001-jobs-and-throttles': jobsAndThrottles,
  '20261202-0002-search-indexes': searchIndexes,
  '20261203-0001-search-ranking': searchRanking,
  '20261203-0002-profile-actions': profileActions,
  '20261203-0004-swipe-game': swipeGame,
  '20261204-0002-signup-progress': signupProgress,
  '20261204-0003-data-export': dataExport,
  '20261204-0004-chat-delivery': chatDelivery,
  '20261205-0001-chat-images-by-uploader': chatImagesByUploader,
  '20261206-0001-payments': payments,
  '20261206-0002-test-provider': testProvider,
  '20261210-0005-complaints': complaints,
  '20261211-0001-lander-versions': landerVersions,
  '20261212-0001-notifications': notifications,
  '20261213-0001-discount-code-reservations': discountCodeReservations,
  '20261213-0002-instance-heartbeats': instanceHeartbeats,
  '20261214-0001-request-budgets': requestBudgets,
  '20261215-0001-mail-unsubscribed': mailUnsubscribed,
  '20261216-0001-staff': staff,
  '20261217-0001-staff-sessions': staffSessions,
  '20261218-0001-moderation': moderation,
  '20261219-0001-appeals': appeals,
  '20261220-0001-payment-refunds': paymentRefunds,
  '20261221-0001-unanswered-refunds': unansweredRefunds,
  '20261222-0001-unread-decisions': unreadDecisions,
  '20261223-0001-operator-claims': operatorClaims,
  '20261224-0001-package-prices': packagePrices,
  '20261225-0001-retention': retention,
  '20261226-0001-member-consents': memberConsents,
  '20261226-0002-member-safety': memberSafety,
  '20261227-0001-verifications': verifications,
  '20261228-0001-scam-signals': scamSignals,
  '20261228-0002-contract-cancellation': contractCancellation,
  '20261229-0001-push-subscriptions-by-user': pushSubscriptionsByUser,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * How a database watches its connections (decision 0133): transactions say what they wait
 * for, and outside production a query on the database from inside one of its own
 * transactions fails at once.
 */
type GuardSettings = Partial<Pick<AppConfig, 'nodeEnv' | 'transactionTimeoutMs'>>;

const newGuard = (config: GuardSettings) => new ConnectionGuard(config.nodeEnv !== 'production');

export function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databasePath' | 'databaseSchema'> & GuardSettings,
): Db {
  if (config.databaseUrl) {
    return createPostgres(config.databaseUrl, config.databaseSchema, {
      statementTimeoutMs: config.transactionTimeoutMs ?? DEFAULT_TRANSACTION_TIMEOUT_MS,
      guard: newGuard(config),
    });
  }
  if (config.databasePath !== ':memory:') {
    fs.mkdirSync(path.dirname(config.databasePath), { recursive: true });
  }
  const sqlite = new SQLite(config.databasePath);
  sqlite.pragma('journal_mode = WAL');
  // Said explicitly (decision 0120): a commit writes the WAL without waiting for the disk;
  // SQLite's default here was FULL on a new file and NORMAL on an existing one.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const file = config.databasePath === ':memory:' ? null : config.databasePath;
  // A file can be read by a second connection: long reads go to a thread (readOffLoop),
  // and the WAL is copied into the file by another (SqliteCheckpointer).
  const reads = file ? new SqliteReadWorker(file) : null;
  const checkpointer = file ? new SqliteCheckpointer(file) : null;
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${MAIN_CHECKPOINT_PAGES}`);
  const guard = newGuard(config);
  const db = new Kysely<Database>({
    dialect: guardedDialect(
      new SqliteDialect({ database: cachingStatements(sqlite, [reads, checkpointer]) }),
      guard,
    ),
  });
  attachGuard(db, guard);
  if (reads) attachReadWorker(db, reads);
  attachDirectRead(db, sqlite);
  return db;
}

export interface PostgresOptions {
  /**
   * The server's limit on one statement, and twice it on a session idle inside a transaction
   * (so that a process that stopped working cannot keep its locks); 0: none, for migrations
   * and the seed, which may wait minutes for another instance's lock.
   */
  readonly statementTimeoutMs: number;
  readonly guard?: ConnectionGuard;
  readonly max?: number;
}

/** How long a query may wait for one of the pool's connections before it fails. */
const POOL_WAIT_MS = 10_000;

/**
 * A PostgreSQL database, the primary or a read replica of it (database.plugin.ts), in the
 * given schema.
 */
export function createPostgres(
  url: string,
  schema: string | undefined,
  { statementTimeoutMs, guard, max = 10 }: PostgresOptions,
): Db {
  // COUNT and SUM come back as int8 strings; integers here stay well below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  const settings = [
    ...(schema ? [`-c search_path=${schema}`] : []),
    `-c statement_timeout=${statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${2 * statementTimeoutMs}`,
  ];
  const pool = new pg.Pool({
    // Runs the queries compiled once as prepared statements (prepared-statements.ts).
    Client: PreparingClient,
    connectionString: url,
    max,
    connectionTimeoutMillis: POOL_WAIT_MS,
    options: settings.join(' '),
  });
  const dialect = new PostgresDialect({ pool });
  const db = new Kysely<Database>({ dialect: guard ? guardedDialect(dialect, guard) : dialect });
  if (guard) attachGuard(db, guard);
  return db;
}

/** Distinct SQL texts kept prepared; more means queries built with varying IN lists. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing cost more than running a primary-key lookup
 * (the biggest item of a CPU profile of `npm run bench:api`), so statements are kept per SQL
 * text. Safe because better-sqlite3 is synchronous and the API never streams a query (a
 * statement being iterated could not be reused meanwhile); a schema change re-prepares.
 */
function cachingStatements(
  sqlite: SQLite.Database,
  threads: readonly ({ close(): Promise<void> } | null)[],
) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      for (const thread of threads) void thread?.close();
      sqlite.close();
    },
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * The connection an instance migrates and seeds on at start-up: on PostgreSQL one of its own,
 * without the statement timeout of the app's connections (decision 0133), since waiting for
 * another instance's migration or seed lock may take minutes; on SQLite the app's own.
 */
export function createSetupDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema'>,
  db: Db,
): Db {
  return config.databaseUrl
    ? createPostgres(config.databaseUrl, config.databaseSchema, { statementTimeoutMs: 0, max: 1 })
    : db;
}

/** Whether a Kysely instance (of any schema) talks to PostgreSQL. */
export const isPostgres = (db: { getExecutor(): { readonly adapter: unknown } }): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Brings the schema up to date. Instances that start at once on one PostgreSQL may all call
 * it: Kysely's migrator creates its tables idempotently and runs the migrations under a
 * PostgreSQL advisory lock, so each runs once and the others find them done
 * (test/migration-lock.test.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // On PostgreSQL the migrator looks for its own tables in every schema unless it is told
  // which: another schema's kysely_migration_lock (a parallel test run on the same database)
  // made it skip creating this schema's and fail. Its schema is the one we work in.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // The migrator finds its tables by listing those of every schema; a schema another
    // instance or test run drops meanwhile fails that listing ("schema ... does not exist").
    // That says nothing of ours: the listing is taken again, a moment later.
    if (!failed && attempt < 10 && otherSchemaGone(error, migrationTableSchema)) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** Whether an error says that a schema other than `ours` (or a table in one) is gone. */
function otherSchemaGone(error: unknown, ours: string | undefined): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const gone =
    /^schema "([^"]+)" does not exist$/.exec(message) ??
    /^relation "([^".]+)\.[^"]+" does not exist$/.exec(message);
  return gone !== null && gone[1] !== ours;
}

/** A unique constraint refused the write (SQLite and PostgreSQL say it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
