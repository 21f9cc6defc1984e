import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { findRepoRoot } from '../config';
import { SqliteThread } from './sqlite-thread';

// Plain JavaScript run with `eval`, like the read thread (sqlite-read-worker.ts), so that it
// starts the same way under tsx, jest and a bundle.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
// Open: the thread may be ended from now on (sqlite-thread.ts).
parentPort.postMessage('opened');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
}, workerData.everyMs);
`;

/** How often the thread copies the WAL into the database file. */
export const CHECKPOINT_EVERY_MS = 500;

/**
 * The main connection's own checkpoint runs when the WAL has this many pages (about 40 MB)
 * instead of 1,000. Under steady writes a passive checkpoint never finds the WAL wholly
 * copied (a commit lands while it runs), so only this one lets the WAL start over; by then the
 * thread has copied and synced all but the last half second's pages, and it is short. It is
 * also what keeps the WAL bounded if the thread is gone.
 */
export const MAIN_CHECKPOINT_PAGES = 10_000;

/**
 * Copies the WAL into the database file from a thread of its own (decision 0120). SQLite's
 * automatic checkpoint runs inside the commit that fills the WAL to 1,000 pages, on the
 * connection that commits: with better-sqlite3 that is the event loop, which then waits for
 * the file's writes and fsync (tens of milliseconds on a busy disk) and so does every
 * request. A passive checkpoint on another connection runs beside the writes.
 */
export class SqliteCheckpointer {
  private thread: SqliteThread | null;

  constructor(file: string, everyMs = CHECKPOINT_EVERY_MS) {
    const driver = createRequire(path.join(findRepoRoot(), 'api', 'package.json')).resolve(
      'better-sqlite3',
    );
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { file, driver, everyMs },
    });
    this.thread = new SqliteThread(worker);
    // A thread that failed leaves the backstop checkpoint of the main connection.
    worker.on('error', () => undefined);
    worker.unref();
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    if (thread) await thread.end();
  }
}
