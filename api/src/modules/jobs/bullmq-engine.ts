import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { CoalescingRunner } from './coalescing-runner';
import { runGiveUp } from './job-runner';
import { RETRY_BASE_MS, type JobGiveUpHandlers, type JobHandlers, type JobName } from './job-types';
import type { FailedJob, JobsRepository } from './jobs.repository';

export const BULLMQ_QUEUE = 'dating-jobs';
/** The BullMQ states an operator watches: waiting in line, running, backing off, given up. */
export const BULLMQ_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
export type BullMqState = (typeof BULLMQ_STATES)[number];
const bullJobId = (outboxId: number) => `outbox-${outboxId}`;
const DAY_SECONDS = 86_400;

/**
 * Jobs at scale: the outbox rows written with each change are relayed to BullMQ on Redis,
 * whose workers (on every instance) run them with retries and exponential backoff, and keep
 * failed jobs. The job id is the outbox row's id, so a relay that runs twice (a crash
 * between adding and marking) adds nothing new.
 */
export class BullMqEngine {
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly relayer = new CoalescingRunner(() => this.relay());
  private timer: NodeJS.Timeout | undefined;

  constructor(
    redisUrl: string,
    private readonly repo: JobsRepository,
    handlers: JobHandlers,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    prefix: string,
    giveUp: JobGiveUpHandlers = {},
    private readonly pollMs = 1000,
  ) {
    const connection: ConnectionOptions = { url: redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(BULLMQ_QUEUE, { connection, prefix });
    this.worker = new Worker(
      BULLMQ_QUEUE,
      async (job) => {
        const handler = handlers[job.name as JobName] as
          ((payload: unknown) => Promise<void>) | undefined;
        if (!handler) throw new Error(`no handler for job "${job.name}"`);
        await handler(job.data);
      },
      { connection, prefix, concurrency: 4, autorun: false },
    );
    this.worker.on('failed', (job, error) => {
      log.warn({ job: { id: job?.id, name: job?.name }, err: error }, 'job failed');
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        void runGiveUp(giveUp, job.name, job.data, log);
      }
    });
    this.worker.on('error', (error) => log.warn({ err: error }, 'job worker'));
  }

  start(): void {
    void this.worker.run();
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Relays the outbox's due rows to BullMQ now. */
  wake(): void {
    this.relayer.wake();
  }

  /** Resolves when the outbox is relayed and BullMQ has no job waiting, delayed or active. */
  async drain(): Promise<void> {
    await this.relayer.idle();
    this.wake();
    await this.relayer.idle();
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** BullMQ's own jobs per state, from Redis (metrics; the outbox holds only the relay). */
  async queueCounts(): Promise<Record<BullMqState, number>> {
    const counts = await this.queue.getJobCounts(...BULLMQ_STATES);
    return Object.fromEntries(BULLMQ_STATES.map((state) => [state, counts[state] ?? 0])) as Record<
      BullMqState,
      number
    >;
  }

  /**
   * Whether Redis answers on the queue's own connection (readiness). Commands wait for Redis
   * to come back rather than fail, so the caller bounds this with its own clock.
   */
  async reachable(): Promise<void> {
    await this.queue.getJobCounts('waiting');
  }

  async failed(limit = 100): Promise<FailedJob[]> {
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      id: Number(job.id?.slice('outbox-'.length)),
      name: job.name,
      payload: job.data as unknown,
      attempts: job.attemptsMade,
      last_error: job.failedReason ?? null,
      created_at: new Date(job.timestamp).toISOString(),
      finished_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    }));
  }

  async retry(id: number): Promise<boolean> {
    const job = await this.queue.getJob(bullJobId(id));
    if (!job || !(await job.isFailed())) return false;
    await job.retry('failed');
    return true;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.relayer.idle();
    await this.worker.close();
    await this.queue.close();
  }

  private async relay(): Promise<void> {
    for (;;) {
      let row: Awaited<ReturnType<JobsRepository['claimNext']>>;
      try {
        row = await this.repo.claimNext(this.now());
      } catch (error) {
        this.log.warn({ err: error }, 'job relay could not reach the outbox');
        return;
      }
      if (!row) return;
      try {
        await this.queue.add(row.name, JSON.parse(row.payload), {
          // BullMQ refuses plain integers as ids.
          jobId: bullJobId(row.id),
          attempts: row.max_attempts,
          backoff: { type: 'exponential', delay: RETRY_BASE_MS },
          removeOnComplete: { age: DAY_SECONDS },
          removeOnFail: false,
        });
        await this.repo.finish(row.id, 'queued', this.now());
      } catch (error) {
        // Redis is away: the row goes back in line and the next tick tries again.
        this.log.warn({ err: error }, 'job relay could not reach Redis');
        await this.repo.release(row.id).catch(() => undefined);
        return;
      }
    }
  }
}
