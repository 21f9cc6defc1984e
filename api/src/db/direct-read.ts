import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './database.types';

/** Runs a compiled read at once, or answers null when it must go through Kysely. */
type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | null;

/** A statement in raw mode (rows as arrays) and the function that names a row's values. */
interface RawRead {
  readonly statement: SQLite.Statement;
  readonly toRow: (values: unknown[]) => unknown;
}

const directReads = new WeakMap<object, DirectRead>();

/** Reads compiled once; more distinct texts than this means something builds them anew. */
const MAX_STATEMENTS = 100;

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
 */
export function attachDirectRead(db: Kysely<Database>, sqlite: SQLite.Database): void {
  const reads = new Map<string, RawRead | null>();
  directReads.set(db, (sql, parameters) => {
    if (sqlite.inTransaction) return null;
    let read = reads.get(sql);
    if (read === undefined) {
      if (reads.size >= MAX_STATEMENTS) reads.clear();
      const statement = sqlite.prepare(sql);
      read = statement.reader
        ? { statement: statement.raw(true), toRow: rowBuilder(statement) }
        : null;
      reads.set(sql, read);
    }
    if (read === null) return null;
    const rows = read.statement.all(parameters) as unknown[][];
    return rows.map(read.toRow);
  });
}

/**
 * The rows of a compiled read run synchronously on SQLite's one connection, or null where
 * that is not allowed: on PostgreSQL, in a transaction object (it reads on its own
 * connection), while any transaction is open on the connection (the read would see writes
 * that may yet be rolled back), and for statements that write. better-sqlite3 is
 * synchronous, so the statement runs whole before any other query; Kysely's connection
 * mutex and its four awaits cost more than the primary-key lookup itself (`npm run bench:api`).
 */
export function readDirectly<Row>(
  db: Kysely<Database>,
  sql: string,
  parameters: readonly unknown[],
): Row[] | null {
  const read = directReads.get(db);
  return read ? (read(sql, parameters) as Row[] | null) : null;
}
