import type { FastifyBaseLogger } from 'fastify';
import { retryDelay, type JobGiveUpHandlers, type JobHandlers, type JobName } from './job-types';
import type { JobsRepository } from './jobs.repository';

type ClaimedJob = NonNullable<Awaited<ReturnType<JobsRepository['claimNext']>>>;

/**
 * Runs one claimed job with its handler and records the outcome: done, another try later
 * (backing off), or failed for good, kept with its last error for operators to see; then
 * its give-up handler, if it has one, runs once.
 */
export async function runClaimedJob(
  job: ClaimedJob,
  repo: JobsRepository,
  handlers: JobHandlers,
  now: () => Date,
  log: FastifyBaseLogger,
  giveUp: JobGiveUpHandlers = {},
): Promise<void> {
  const handler = handlers[job.name as JobName] as
    ((payload: unknown) => Promise<void>) | undefined;
  try {
    if (!handler) throw new Error(`no handler for job "${job.name}"`);
    await handler(JSON.parse(job.payload));
    await repo.finish(job.id, 'done', now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = await repo.retryOrFail(job, message, now(), retryDelay(job.attempts));
    log[failed ? 'error' : 'warn'](
      { job: { id: job.id, name: job.name, attempts: job.attempts }, err: error },
      failed ? 'job failed for good' : 'job failed, will retry',
    );
    if (failed) await runGiveUp(giveUp, job.name, JSON.parse(job.payload), log);
  }
}

/** Runs a failed job's give-up handler; its own failure is logged, never thrown. */
export async function runGiveUp(
  giveUp: JobGiveUpHandlers,
  name: string,
  payload: unknown,
  log: FastifyBaseLogger,
): Promise<void> {
  const handler = giveUp[name as JobName] as ((payload: unknown) => Promise<void>) | undefined;
  try {
    await handler?.(payload);
  } catch (error) {
    log.error({ job: { name }, err: error }, 'giving up on a failed job failed');
  }
}
