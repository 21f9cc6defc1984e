import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { findRepoRoot } from '../config';
import type { Database } from './database.types';
import { readOnReplica } from './read-replica';
import { SqliteThread } from './sqlite-thread';

// The thread's code is plain JavaScript run with `eval`, so that it starts the same way under
// tsx, jest and a bundle (none of which would have to compile a separate worker file).
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// On Linux a priority set for pid 0 applies to the calling thread alone: long reads then
// give way to the event loop's short requests when the cores are busy. Elsewhere it would
// lower the whole process, so it is left alone there.
if (process.platform === 'linux') {
  try {
    require('node:os').setPriority(workerData.nice);
  } catch {}
}
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('query_only = ON');
// Open: the thread may be ended from now on (sqlite-thread.ts).
parentPort.postMessage({ opened: true });
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 200) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

/** The read thread's niceness (0 normal, 19 lowest): below the event loop's. */
const READ_THREAD_NICE = 10;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/**
 * One thread with its own read-only connection to the SQLite file. better-sqlite3 runs a query
 * on the thread that calls it, so an unfiltered search over 100,000 profiles (about a second)
 * held up every other request; here it waits in this thread's queue instead, and the event
 * loop keeps answering (decision 0108). WAL lets it read beside the main connection's writes.
 */
export class SqliteReadWorker {
  private thread: SqliteThread | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly file: string) {}

  private start(): SqliteThread {
    const driver = createRequire(path.join(findRepoRoot(), 'api', 'package.json')).resolve(
      'better-sqlite3',
    );
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { file: this.file, driver, nice: READ_THREAD_NICE },
    });
    worker.on(
      'message',
      ({ id, rows, error }: { id?: number; rows?: unknown[]; error?: string }) => {
        // The first message says the file is open (SqliteThread); answers carry their id.
        if (id === undefined) return;
        const waiting = this.pending.get(id);
        if (!waiting) return;
        this.pending.delete(id);
        if (this.pending.size === 0) worker.unref();
        if (error !== undefined) waiting.reject(new Error(error));
        else waiting.resolve(rows!);
      },
    );
    // A thread that died fails what it held; the next read starts a new one.
    const fail = (error: Error) => {
      if (this.thread?.worker === worker) this.thread = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`SQLite read thread exited with code ${code}`)));
    // An idle thread must not keep the process alive (CLI scripts, tests); see all().
    worker.unref();
    return new SqliteThread(worker);
  }

  all<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
    this.thread ??= this.start();
    const id = this.nextId++;
    const { worker } = this.thread;
    return new Promise<Row[]>((resolve, reject) => {
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    if (thread) await thread.end();
  }
}

const readWorkers = new WeakMap<object, SqliteReadWorker>();

/** Gives a database opened on a SQLite file its read thread (createDatabase does). */
export function attachReadWorker(db: Kysely<Database>, worker: SqliteReadWorker): void {
  readWorkers.set(db, worker);
}

/**
 * Runs a long read where it costs the rest least: on the read thread of a SQLite file, off
 * the event loop; on PostgreSQL's read replica when there is one (DATABASE_REPLICA_URL), off
 * the primary. PostgreSQL does its work in its own processes already, an in-memory SQLite
 * database (tests) has no second connection to read from, and a transaction must read on
 * its own connection: those run the query as usual, as does a read the replica failed.
 */
export async function readOffLoop<Row>(
  db: Kysely<Database>,
  query: Compilable<Row>,
): Promise<Row[]> {
  const worker = readWorkers.get(db);
  if (worker) return worker.all(query.compile());
  return (await readOnReplica(db, query)) ?? (await db.executeQuery(query.compile())).rows;
}
