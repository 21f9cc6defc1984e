import type { Worker } from 'node:worker_threads';

/** The longest a closing app waits for a SQLite thread to finish opening its file. */
const OPEN_LIMIT_MS = 10_000;

/**
 * A SQLite thread (read thread, checkpointer) that can be ended safely. Node aborts the whole
 * process when a thread is ended while it loads a native addon (better-sqlite3's driver):
 * N-API cannot stop the addon's load halfway. A test that opened an app on a file and closed
 * it at once crashed its jest worker that way. The thread's source posts a first message
 * once its connection is open; `end()` waits for it (or for the thread to fail or exit, or
 * OPEN_LIMIT_MS at most) before ending it.
 */
export class SqliteThread {
  private readonly opened: Promise<void>;

  constructor(readonly worker: Worker) {
    this.opened = new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.once('error', () => resolve());
      worker.once('exit', () => resolve());
    });
  }

  async end(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, OPEN_LIMIT_MS);
    });
    try {
      await Promise.race([this.opened, limit]);
    } finally {
      clearTimeout(timer);
    }
    await this.worker.terminate();
  }
}
