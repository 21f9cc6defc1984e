import type { Kysely, Transaction } from 'kysely';
import { guardOf, WatchedConnection } from './connection-guard';

/** How long a transaction may stay open unless said otherwise (TRANSACTION_TIMEOUT_MS). */
export const DEFAULT_TRANSACTION_TIMEOUT_MS = 5000;

/**
 * A transaction that outlived its deadline: it was rolled back, and the caller answers that
 * the server is busy (a coded 503) instead of waiting on. `waitingFor` says what it waited
 * for when the deadline came, for the log.
 */
export class TransactionTimeoutError extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly waitingFor: string,
  ) {
    super(`transaction still open after ${timeoutMs} ms, waiting for ${waitingFor}`);
    this.name = 'TransactionTimeoutError';
  }
}

export interface TransactionOptions {
  /** From asking for a connection to the end of the work; the commit itself is not timed. */
  readonly timeoutMs: number;
}

/** What a transaction that has no connection yet waits for. */
function waitingForConnection(db: object): string {
  const waiting = guardOf(db)?.waiting ?? 0;
  return `a connection (${waiting} caller${waiting === 1 ? '' : 's'} waiting for one)`;
}

/**
 * Runs `work` in a transaction with a deadline (decision 0133). Past it, the transaction is
 * rolled back at once (on SQLite that frees the write lock and the one connection), and the
 * returned promise rejects with TransactionTimeoutError; the work, if it ever goes on, finds
 * its transaction closed: each of its later queries throws, so nothing it does lands outside
 * the transaction. A transaction that is still waiting for a connection at the deadline gives
 * up the same way and hands the connection back when it comes.
 */
export async function runTransaction<DB, T>(
  db: Kysely<DB>,
  options: TransactionOptions,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const guard = guardOf(db);
  guard?.assertOutside();
  let timer: NodeJS.Timeout | undefined;
  let describe = () => waitingForConnection(db);
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new TransactionTimeoutError(options.timeoutMs, describe())),
      options.timeoutMs,
    );
  });
  // Neither the deadline nor the work may end as an unhandled rejection: whichever loses the
  // race below is settled later, when nobody listens any more.
  expired.catch(() => undefined);
  const starting = db.startTransaction().execute();
  let trx: Awaited<typeof starting>;
  try {
    trx = await Promise.race([starting, expired]);
  } catch (error) {
    clearTimeout(timer);
    // The connection, if it comes later, goes back at once; a failed rollback of it must not
    // end the process as an unhandled rejection.
    starting.then((late) => late.rollback().execute()).catch(() => undefined);
    throw error;
  }
  const connection = await trx.getExecutor().provideConnection(async (c) => c);
  if (connection instanceof WatchedConnection) {
    describe = () => connection.describe(Date.now());
  } else {
    describe = () => 'its work (this database is not watched)';
  }
  const running = guard ? guard.runInside(() => work(trx)) : work(trx);
  running.catch(() => undefined);
  let result: T;
  try {
    result = await Promise.race([running, expired]);
  } catch (error) {
    clearTimeout(timer);
    const rollback = trx.rollback().execute();
    // A statement still under way (PostgreSQL, a row lock) finishes or is cancelled by the
    // server's statement_timeout before the rollback runs; the caller need not wait for it.
    if (connection instanceof WatchedConnection && connection.running !== null) {
      rollback.catch(() => undefined);
    } else {
      await rollback.catch(() => undefined);
    }
    throw error;
  }
  clearTimeout(timer);
  try {
    await trx.commit().execute();
  } catch (error) {
    // A failed commit leaves the connection taken: the rollback gives it back.
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
    throw error;
  }
  return result;
}
