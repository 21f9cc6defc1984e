import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A statement's SQL, shortened for a log line; parameters are never logged (they carry
 * members' data).
 */
const shortSql = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
};

/**
 * A connection that remembers what it runs: the statement under way and the last one that
 * ended, so that a transaction past its deadline can say what it was waiting for.
 */
export class WatchedConnection implements DatabaseConnection {
  running: string | null = null;
  runningSince = 0;
  last: string | null = null;
  lastEndedAt = 0;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.running = query.sql;
    this.runningSince = Date.now();
    try {
      return await this.inner.executeQuery<R>(query);
    } finally {
      this.last = this.running;
      this.running = null;
      this.lastEndedAt = Date.now();
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  /** What the connection is doing, in words, at `now`. */
  describe(now: number): string {
    if (this.running !== null) {
      return `its statement "${shortSql(this.running)}", running for ${now - this.runningSince} ms`;
    }
    const last = this.last === null ? 'none' : `"${shortSql(this.last)}"`;
    const since = this.last === null ? '' : `, ended ${now - this.lastEndedAt} ms ago`;
    return `something outside the database: no statement of its own is running (the last: ${last}${since})`;
  }
}

/**
 * A query made on the database itself from inside one of its own transactions. On SQLite
 * (one connection) it waits for the transaction, which waits for it: a hang that holds the
 * write lock (decision 0133). On PostgreSQL it takes a second connection and reads around
 * the transaction's own writes. Either way it is a mistake: use the transaction (`tx.db`),
 * or read before the unit of work opens.
 */
export class QueryInsideTransactionError extends Error {
  constructor() {
    super(
      'a query on the database from inside one of its own transactions: it would wait for the ' +
        'transaction that waits for it; use the transaction (tx.db) or read before it opens',
    );
    this.name = 'QueryInsideTransactionError';
  }
}

/**
 * Watches one database's connections (decision 0133): how many callers wait for one, what
 * each runs, and, where `checkScopes` is on, refuses a query on the database from inside one
 * of its own transactions at once instead of letting it wait. The check follows the
 * transaction's work through its awaits (AsyncLocalStorage), which on Node 20 makes every
 * promise of the process dearer (about 15 % of a logged-in request's CPU, api/README), so
 * it is on in development and tests, where every path runs before it reaches production.
 */
export class ConnectionGuard {
  /** Callers waiting for a connection now (on SQLite: behind the open transaction). */
  waiting = 0;
  private readonly connections = new WeakMap<DatabaseConnection, WatchedConnection>();
  private readonly scopes: AsyncLocalStorage<ReadonlySet<ConnectionGuard>> | null;

  constructor(checkScopes: boolean) {
    this.scopes = checkScopes ? sharedScopes : null;
  }

  /** Runs a transaction's work in a scope where this database's own queries are refused. */
  runInside<T>(work: () => Promise<T>): Promise<T> {
    const scopes = this.scopes;
    if (!scopes) return work();
    const outer = scopes.getStore();
    return scopes.run(new Set([...(outer ?? []), this]), work);
  }

  /** Throws when the caller runs inside a transaction of this database (scopes checked only). */
  assertOutside(): void {
    if (this.scopes?.getStore()?.has(this)) throw new QueryInsideTransactionError();
  }

  watch(driver: Driver): Driver {
    const connections = this.connections;
    const watched = (inner: DatabaseConnection) => {
      let connection = connections.get(inner);
      if (!connection) {
        connection = new WatchedConnection(inner);
        connections.set(inner, connection);
      }
      return connection;
    };
    const innerOf = (connection: DatabaseConnection) =>
      connection instanceof WatchedConnection ? connection.inner : connection;
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        this.assertOutside();
        this.waiting += 1;
        try {
          return watched(await driver.acquireConnection());
        } finally {
          this.waiting -= 1;
        }
      },
      beginTransaction: (connection, settings: TransactionSettings) =>
        driver.beginTransaction(innerOf(connection), settings),
      commitTransaction: (connection) => driver.commitTransaction(innerOf(connection)),
      rollbackTransaction: (connection) => driver.rollbackTransaction(innerOf(connection)),
      releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
      destroy: () => driver.destroy(),
    };
  }
}

/** One storage for every database: a transaction of one may well read another. */
const sharedScopes = new AsyncLocalStorage<ReadonlySet<ConnectionGuard>>();

const guards = new WeakMap<object, ConnectionGuard>();

/** The dialect with its driver watched by `guard`. */
export function guardedDialect(dialect: Dialect, guard: ConnectionGuard): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => guard.watch(dialect.createDriver()),
  };
}

/** Names the guard of a database made with a guarded dialect (createDatabase does). */
export function attachGuard(db: object, guard: ConnectionGuard): void {
  guards.set(db, guard);
}

export function guardOf(db: object): ConnectionGuard | undefined {
  return guards.get(db);
}
