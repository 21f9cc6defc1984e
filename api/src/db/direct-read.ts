import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './database.types';

/**
 * Runs a compiled read on SQLite's connection, or answers null when it must go through Kysely
 * (a statement that writes). Its promise resolves with null when a transaction was open on
 * the connection by the time the read's turn came.
 */
type DirectRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[] | null> | null;

/** A statement in raw mode (rows as arrays) and the function that names a row's values. */
interface RawRead {
  readonly statement: SQLite.Statement;
  readonly toRow: (values: unknown[]) => unknown;
}

/** A read waiting for the batch it runs in. */
interface WaitingRead {
  readonly read: RawRead;
  readonly parameters: readonly unknown[];
  readonly resolve: (rows: unknown[] | null) => void;
  readonly reject: (error: unknown) => void;
}

const directReads = new WeakMap<object, DirectRead>();

/** Reads compiled once; more distinct texts than this means something builds them anew. */
const MAX_STATEMENTS = 100;

// Taken when the module loads: a test's fake timers must not hold reads back.
const afterThisTurn = setImmediate;

/**
 * An object literal of the statement's columns, built once per statement: better-sqlite3
 * makes each row object key by key, creating every column name again, which took as long
 * as SQLite took to find the row (`npm run bench:api`). The names are SQLite's own column
 * names of our SQL, written as JSON string literals.
 */
function rowBuilder(statement: SQLite.Statement): (values: unknown[]) => unknown {
  const fields = statement.columns().map((column, i) => `${JSON.stringify(column.name)}: v[${i}]`);
  return new Function('v', `return { ${fields.join(', ')} };`) as (values: unknown[]) => unknown;
}

/**
 * Gives a database on SQLite its direct read (createDatabase does). The statements are its
 * own, in raw mode, apart from those Kysely runs.
 *
 * Reads asked for in one turn of the event loop (the requests that arrived together) run
 * together, in one read transaction, once that turn's callbacks are done. Outside a
 * transaction each statement takes and drops SQLite's read lock on the WAL (two fcntl calls and
 * often an fstat), which cost more than the lookup itself (decision 0180); in one transaction
 * the batch takes it once. Every read still starts after its request came in, so it sees
 * every write committed before.
 */
export function attachDirectRead(db: Kysely<Database>, sqlite: SQLite.Database): void {
  const reads = new Map<string, RawRead | null>();
  const begin = sqlite.prepare('BEGIN');
  const commit = sqlite.prepare('COMMIT');
  let waiting: WaitingRead[] = [];

  const runBatch = () => {
    const batch = waiting;
    waiting = [];
    // A transaction open on the connection (a unit of work awaiting its next query): its
    // writes may yet be rolled back, so these reads go through Kysely, after it.
    if (sqlite.inTransaction) {
      for (const entry of batch) entry.resolve(null);
      return;
    }
    const together = batch.length > 1;
    if (together) begin.run();
    try {
      for (const { read, parameters, resolve, reject } of batch) {
        try {
          resolve((read.statement.all(parameters) as unknown[][]).map(read.toRow));
        } catch (error) {
          reject(error);
        }
      }
    } finally {
      if (together) commit.run();
    }
  };

  directReads.set(db, (sql, parameters) => {
    let read = reads.get(sql);
    if (read === undefined) {
      if (reads.size >= MAX_STATEMENTS) reads.clear();
      const statement = sqlite.prepare(sql);
      // A write that returns rows (RETURNING) is a reader too: only a read-only statement
      // may run in a read batch, every write goes through Kysely.
      read =
        statement.reader && statement.readonly
          ? { statement: statement.raw(true), toRow: rowBuilder(statement) }
          : null;
      reads.set(sql, read);
    }
    if (read === null) return null;
    const entry = read;
    return new Promise((resolve, reject) => {
      if (waiting.length === 0) afterThisTurn(runBatch);
      waiting.push({ read: entry, parameters, resolve, reject });
    });
  });
}

/**
 * The rows of a compiled read run on SQLite's one connection, or null where that is not
 * allowed: on PostgreSQL, in a transaction object (it reads on its own connection), while any
 * transaction is open on the connection (the read would see writes that may yet be rolled
 * back), and for statements that write. better-sqlite3 is synchronous, so a batch of reads
 * runs whole before any other query; Kysely's connection mutex and its four awaits cost more
 * than the primary-key lookup itself (`npm run bench:api`).
 */
export function readDirectly<Row>(
  db: Kysely<Database>,
  sql: string,
  parameters: readonly unknown[],
): Promise<Row[] | null> | null {
  const read = directReads.get(db);
  return read ? (read(sql, parameters) as Promise<Row[] | null> | null) : null;
}
