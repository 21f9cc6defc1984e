import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { SqliteCheckpointer } from '../src/db/sqlite-checkpointer';
import { SqliteReadWorker } from '../src/db/sqlite-read-worker';
import { SqliteThread } from '../src/db/sqlite-thread';

// Ending a thread while it loads the SQLite driver (a native addon) aborts the whole process:
// a jest worker died that way when a test closed an app it had just opened on a file.
describe('a SQLite thread', () => {
  it('is ended only once it has said its file is open', async () => {
    // A thread that takes 300 ms to "open" and marks in shared memory that it got there.
    const reached = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const until = Date.now() + 300;
       while (Date.now() < until);
       Atomics.store(workerData.reached, 0, 1);
       parentPort.postMessage('opened');
       setInterval(() => {}, 1000);`,
      { eval: true, workerData: { reached } },
    );
    const thread = new SqliteThread(worker);
    await thread.end();
    expect(Atomics.load(reached, 0)).toBe(1);
  });

  it('that failed to start is ended at once', async () => {
    const worker = new Worker(`throw new Error('no driver here');`, { eval: true });
    worker.on('error', () => undefined);
    const started = Date.now();
    await new SqliteThread(worker).end();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  describe('of a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dating-sqlite-thread-'));
    const file = path.join(dir, 'threads.sqlite');
    beforeAll(() => {
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.exec('create table t (n integer)');
      db.exec('insert into t values (1)');
      db.close();
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('checkpoints and reads as before, and closes right after opening', async () => {
      await new SqliteCheckpointer(file).close();
      const reader = new SqliteReadWorker(file);
      const rows = await reader.all({ sql: 'select n from t', parameters: [] } as never);
      expect(rows).toEqual([{ n: 1 }]);
      await reader.close();
    });
  });
});
