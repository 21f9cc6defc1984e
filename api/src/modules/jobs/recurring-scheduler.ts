import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { UnitOfWork } from '../../db/unit-of-work';
import { DAY, HOUR } from '../../lib/time';
import type { JobName, JobPayloads } from './job-types';
import { RecurringJobsRepository } from './recurring-jobs.repository';

/** A job written to the outbox on a schedule rather than by a change. */
export interface RecurringJob<N extends JobName = JobName> {
  readonly name: N;
  readonly payload: JobPayloads[N];
  /** The first run after `now`. */
  next(now: Date): Date;
  /** Tries of each run before it is left failed; the next run comes on schedule anyway. */
  readonly maxAttempts?: number;
}

/** Every day at this hour (UTC): the first run after `now`. */
export const dailyAt =
  (hourUtc: number) =>
  (now: Date): Date => {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const at = today + hourUtc * HOUR;
    return new Date(at > now.getTime() ? at : at + DAY);
  };

/** The recurring jobs the API runs. */
export const RECURRING_JOBS: readonly RecurringJob[] = [
  // Quiet hours in Europe, where the members are.
  { name: 'retention.sweep', payload: {}, next: dailyAt(3), maxAttempts: 4 },
];

/** How often each instance looks for a recurring job that is due. */
export const SCHEDULE_EVERY_MS = 60_000;

/**
 * Writes recurring jobs to the outbox when they are due; the engine (in process or BullMQ)
 * runs them with its tries like any job. Safe with several instances and restarts: the
 * schedule is a row per job in the database, and a run is written in the same transaction
 * that moves the row's next run on, conditionally on the run it read, so one instance
 * writes each run. Runs missed while no instance was up come as one run, not one per miss.
 */
export class RecurringScheduler {
  private ensured = false;

  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: readonly RecurringJob[] = RECURRING_JOBS,
  ) {}

  /** Writes the runs that are due; resolves with the names of the jobs written. */
  async tick(): Promise<JobName[]> {
    const repo = new RecurringJobsRepository(this.db);
    const now = this.now();
    if (!this.ensured) {
      // A job's first run is its first moment after the row is made, never at once.
      for (const job of this.jobs) await repo.ensure(job.name, job.next(now).toISOString());
      this.ensured = true;
    }
    const written: JobName[] = [];
    for (const row of await repo.due(now.toISOString())) {
      const job = this.jobs.find((candidate) => candidate.name === row.name);
      if (!job) continue;
      const took = await this.unitOfWork.run(async (tx) => {
        const moved = await new RecurringJobsRepository(tx.db).advance(
          job.name,
          row.next_run_at,
          job.next(now).toISOString(),
          now.toISOString(),
        );
        if (moved) await tx.enqueue(job.name, job.payload, { maxAttempts: job.maxAttempts });
        return moved;
      });
      if (took) {
        written.push(job.name);
        this.log.info({ job: { name: job.name, due: row.next_run_at } }, 'recurring job written');
      }
    }
    return written;
  }
}
