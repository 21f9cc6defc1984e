import { sql, type ExpressionBuilder } from 'kysely';
import { compileOnceWith } from '../../db/compiled-query';
import { isPostgres, type Db } from '../../db/database';
import type { Database } from '../../db/database.types';
import { addMs } from '../../lib/time';
import { DEFAULT_MAX_ATTEMPTS, type JobName, type JobOptions, type JobPayloads } from './job-types';

/** The states a job can still leave: waiting, taken by a worker, or failed for good. */
export const OPEN_JOB_STATES = ['pending', 'running', 'failed'] as const;
export type OpenJobState = (typeof OPEN_JOB_STATES)[number];

/** A job that has run out of tries, as operators see it. */
export interface FailedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** How long a claimed job is its worker's; after that another worker may take it again. */
export const JOB_LOCK_MS = 5 * 60_000;

// The outbox's statements of every job (its insert, claim and finish) are built and compiled
// once (compiled-query.ts): a chat message leaves a job, and compiling these took more CPU
// than the database took to run them.

const insertPending = compileOnceWith<{
  name: string;
  payload: string;
  maxAttempts: number;
  runAt: string;
  now: string;
}>()((db, slot) =>
  db.insertInto('jobs').values({
    name: slot('name'),
    payload: slot('payload'),
    status: 'pending',
    max_attempts: slot('maxAttempts'),
    run_at: slot('runAt'),
    created_at: slot('now'),
  }),
);

/** Due: waiting and its time has come, or taken by a worker whose lock ran out. */
const due = (eb: ExpressionBuilder<Database, 'jobs'>, at: string) =>
  eb.or([
    eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
    eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
  ]);

const claimDue = compileOnceWith<{ at: string; lockedUntil: string }>()((db, slot) =>
  db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_until: slot('lockedUntil'),
    }))
    .where('id', '=', (eb) => {
      const next = eb
        .selectFrom('jobs')
        .select('id')
        .where((w) => due(w, slot('at')))
        .orderBy('run_at')
        .orderBy('id')
        .limit(1);
      return isPostgres(db) ? next.forUpdate().skipLocked() : next;
    })
    .where((eb) => due(eb, slot('at')))
    .returningAll(),
);

const finishJob = compileOnceWith<{ id: number; status: 'done' | 'queued'; now: string }>()(
  (db, slot) =>
    db
      .updateTable('jobs')
      .set({ status: slot('status'), locked_until: null, finished_at: slot('now') })
      .where('id', '=', slot('id')),
);

/** Writes a job; given a transaction, it commits or rolls back with the change that caused it. */
export async function insertJob<N extends JobName>(
  db: Db,
  name: N,
  payload: JobPayloads[N],
  now: Date,
  options: JobOptions = {},
): Promise<void> {
  const at = now.toISOString();
  await insertPending(db, {
    name,
    payload: JSON.stringify(payload),
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: options.runAt ? options.runAt.toISOString() : at,
    now: at,
  });
}

/** The outbox's SQL: claiming due jobs atomically, finishing, retrying and listing them. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the next due job (or one whose worker's lock ran out) for this worker, counting
   * the attempt, in one statement: the row is chosen and taken at once, so two workers (two
   * instances) never choose the same row. On PostgreSQL the choice locks the row and skips
   * those another worker is taking (FOR UPDATE SKIP LOCKED); SQLite runs one write at a time.
   */
  async claimNext(now: Date) {
    const [job] = await claimDue(this.db, {
      at: now.toISOString(),
      lockedUntil: addMs(now, JOB_LOCK_MS),
    });
    return job;
  }

  async finish(id: number, status: 'done' | 'queued', now: Date) {
    await finishJob(this.db, { id, status, now: now.toISOString() });
  }

  /**
   * Deletes the finished jobs (done, or handed to BullMQ) that finished before `before`, in
   * batches of `batch` rows, and returns how many. The outbox otherwise keeps a row for every
   * mail, message event and photo for ever. Small batches, since one long delete would hold
   * its locks against the workers' claims. Read along the (status, run_at) index: a job runs
   * before it finishes, so `run_at < before` holds for every row it may delete.
   */
  async pruneFinished(before: Date, batch: number): Promise<number> {
    const at = before.toISOString();
    let pruned = 0;
    for (;;) {
      const result = await this.db
        .deleteFrom('jobs')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('status', 'in', ['done', 'queued'])
            .where('run_at', '<', at)
            .where('finished_at', '<', at)
            .limit(batch),
        )
        .executeTakeFirst();
      const deleted = Number(result.numDeletedRows);
      pruned += deleted;
      if (deleted < batch) return pruned;
    }
  }

  /** Gives a claimed job back without counting the attempt (it never reached a handler). */
  async release(id: number) {
    await this.db
      .updateTable('jobs')
      .set((eb) => ({ status: 'pending', locked_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  /** Another try after `delayMs`, or failed for good when the tries are used up. */
  async retryOrFail(
    job: { id: number; attempts: number; max_attempts: number },
    error: string,
    now: Date,
    delayMs: number,
  ) {
    const failed = job.attempts >= job.max_attempts;
    await this.db
      .updateTable('jobs')
      .set({
        status: failed ? 'failed' : 'pending',
        locked_until: null,
        last_error: error.slice(0, 2000),
        run_at: failed ? sql<string>`run_at` : addMs(now, delayMs),
        finished_at: failed ? now.toISOString() : null,
      })
      .where('id', '=', job.id)
      .execute();
    return failed;
  }

  async failed(limit = 100): Promise<FailedJob[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['id', 'name', 'payload', 'attempts', 'last_error', 'created_at', 'finished_at'])
      .where('status', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
  }

  /** Puts a failed job back in line with fresh tries (an operator fixed the cause). */
  async retry(id: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'pending', attempts: 0, run_at: now.toISOString(), finished_at: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The jobs still open (pending, running, failed) per state, read along the (status, run_at)
   * index: the done rows, which only grow, are never counted. What metrics scrape.
   */
  async openCounts(): Promise<Record<OpenJobState, number>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', OPEN_JOB_STATES)
      .groupBy('status')
      .execute();
    const counts = { pending: 0, running: 0, failed: 0 };
    for (const row of rows) counts[row.status as OpenJobState] = Number(row.n);
    return counts;
  }

  /** Whether the outbox can be read: one row at most, from the index (readiness). */
  async reachable(): Promise<void> {
    await this.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'pending')
      .limit(1)
      .execute();
  }

  async counts(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }
}
