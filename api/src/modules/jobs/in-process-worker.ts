import type { FastifyBaseLogger } from 'fastify';
import { CoalescingRunner } from './coalescing-runner';
import { runClaimedJob } from './job-runner';
import type { JobGiveUpHandlers, JobHandlers } from './job-types';
import type { JobsRepository } from './jobs.repository';

/** How often the worker looks for due jobs that no wake-up announced (retries, other instances). */
export const JOB_POLL_MS = 1000;

/**
 * The default job engine: a loop in the API process that runs due jobs from the outbox
 * table one after another. A commit that wrote jobs wakes it at once; a timer finds retries
 * and jobs another instance wrote. Several instances may run it on one database: claiming
 * is atomic (JobsRepository.claimNext).
 */
export class InProcessWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly runner = new CoalescingRunner(() => this.runDue());
  private stopped = false;

  constructor(
    private readonly repo: JobsRepository,
    private readonly handlers: JobHandlers,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = JOB_POLL_MS,
    private readonly giveUp: JobGiveUpHandlers = {},
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs due jobs now; while a run is going, it runs once more after it. */
  wake(): void {
    if (!this.stopped) this.runner.wake();
  }

  /** Resolves when no due job is left (tests and shutdown wait on it). */
  async drain(): Promise<void> {
    await this.runner.idle();
    if (this.stopped) return;
    this.runner.wake();
    await this.runner.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.runner.idle();
  }

  private async runDue(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const job = await this.repo.claimNext(this.now());
        if (!job) return;
        await runClaimedJob(job, this.repo, this.handlers, this.now, this.log, this.giveUp);
      }
    } catch (error) {
      // The database is away (restart, failover): the next tick tries again.
      this.log.warn({ err: error }, 'job worker could not reach the outbox');
    }
  }
}
