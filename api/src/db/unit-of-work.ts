import type { Transaction } from 'kysely';
import { insertJob } from '../modules/jobs/jobs.repository';
import type { JobName, JobOptions, JobPayloads } from '../modules/jobs/job-types';
import type { Db } from './database';
import type { Database } from './database.types';
import { DEFAULT_TRANSACTION_TIMEOUT_MS, runTransaction } from './transaction';

/** What a unit of work hands its steps: the transaction, and jobs that commit with it. */
export interface Tx {
  readonly db: Transaction<Database>;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: JobOptions): Promise<void>;
  /**
   * Runs once the transaction has committed (never after a rollback): for what must be fast
   * and may be lost, like a live event that a client also gets by resyncing. It must not
   * throw; what must not be lost is a job.
   */
  afterCommit(callback: () => Promise<void>): void;
}

/**
 * One transaction for a multi-step write, with its jobs (a transactional outbox): either
 * the change and its mails and live events are all kept, or none is. Repositories take
 * `tx.db` like they take the database. Slow work (hashing a password) belongs before
 * `run`: on SQLite every other query waits while a transaction is open. A unit has a
 * deadline (TRANSACTION_TIMEOUT_MS): past it, it is rolled back and `run` rejects with
 * TransactionTimeoutError, which a request answers with a coded 503 (decision 0133).
 */
export class UnitOfWork {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** Called after a commit that wrote jobs, so a worker runs them at once. */
    private readonly jobsWritten: () => void,
    private readonly timeoutMs = DEFAULT_TRANSACTION_TIMEOUT_MS,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let wroteJobs = false;
    const committed: (() => Promise<void>)[] = [];
    const result = await runTransaction(this.db, { timeoutMs: this.timeoutMs }, (trx) =>
      work({
        db: trx,
        enqueue: async (name, payload, options) => {
          wroteJobs = true;
          await insertJob(trx, name, payload, this.now(), options);
        },
        afterCommit: (callback) => void committed.push(callback),
      }),
    );
    if (wroteJobs) this.jobsWritten();
    await Promise.all(committed.map((callback) => callback()));
    return result;
  }
}
