import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnitOfWork } from '../db/unit-of-work';
import type { BullMqEngine, BullMqState } from '../modules/jobs/bullmq-engine';
import { InProcessWorker, JOB_POLL_MS } from '../modules/jobs/in-process-worker';
import type { JobGiveUpHandlers, JobHandlers, JobName } from '../modules/jobs/job-types';
import { JobsRepository, type FailedJob, type OpenJobState } from '../modules/jobs/jobs.repository';
import { RecurringScheduler, SCHEDULE_EVERY_MS } from '../modules/jobs/recurring-scheduler';
import { Mailer } from '../modules/mail/mailer';
import { deliverTestMailEvent } from '../modules/notifications/mail-events';
import { deliverTestWebhook, TestProvider } from '../modules/payments/test-provider/test-provider';

/** The job engine as the rest of the app sees it, whichever runs the jobs. */
export interface Jobs {
  readonly engine: 'in-process' | 'bullmq';
  /** Runs what is due now and resolves when nothing is left (tests, shutdown). */
  drain(): Promise<void>;
  failed(limit?: number): Promise<FailedJob[]>;
  /** The outbox's jobs per state (`queued`: handed to BullMQ). Reads every row: operators only. */
  counts(): Promise<Record<string, number>>;
  /** The outbox's open jobs per state, from its index (metrics). */
  openCounts(): Promise<Record<OpenJobState, number>>;
  /** BullMQ's jobs per state in Redis; null in process, where the outbox is the whole queue. */
  queueCounts(): Promise<Record<BullMqState, number>> | null;
  /** Resolves when the engine can take jobs: its outbox answers, and with BullMQ Redis too. */
  reachable(): Promise<void>;
  retry(id: number): Promise<boolean>;
  /** Deletes the finished jobs older than JOB_RETENTION_MS; resolves with how many. */
  prune(): Promise<number>;
  /**
   * Writes the recurring jobs that are due (each instance does so every SCHEDULE_EVERY_MS);
   * resolves with the names of those this instance wrote.
   */
  schedule(): Promise<JobName[]>;
}

/** How long a finished job stays in the outbox, for operators to look back on (7 days). */
export const JOB_RETENTION_MS = 7 * 24 * 3_600_000;
/** How often each instance prunes (hourly), and how many rows one statement deletes. */
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    /** One transaction with the jobs it writes (db/unit-of-work.ts). */
    unitOfWork: UnitOfWork;
    mailer: Mailer;
  }
}

/**
 * The transactional outbox and its worker: in process by default, BullMQ on Redis when
 * JOBS_ENGINE=bullmq. The worker starts once the app is ready and stops before the
 * database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app;
    const mailer = new Mailer(db, config.smtpUrl, 'Dating <no-reply@localhost>', config.now);
    const handlers: JobHandlers = {
      'mail.deliver': (payload) => mailer.deliver(payload),
      'live.publish': ({ userId, event }) => app.live.publish(userId, event),
      'live.control': ({ userId, control }) => app.live.control(userId, control),
      // The photos service is built after this plugin; jobs run only once the app is ready.
      'image.process': ({ imageId }) => app.photos.processImage(imageId),
      'data-export.prepare': (payload) => app.dataExports.prepare(payload),
      'data-export.expire': (payload) => app.dataExports.expire(payload),
      'chat-image.process': ({ chatImageId }) => app.chatImages.process(chatImageId),
      'chat-image.purge': ({ userId }) => app.chatImages.purgeSentBy(userId),
      // The retention service is built after this plugin (services.plugin.ts).
      'retention.sweep': async (payload) => {
        await app.retention.sweep(payload);
      },
      'payment.reconcile': (payload) => app.payments.reconcile(payload),
      'payment.test-webhook': (payload) => deliverTestWebhook(payload),
      // Left by the test provider; nothing to do once another provider is configured.
      'payment.test-settle': async ({ providerPaymentId }) => {
        if (app.paymentProvider instanceof TestProvider) {
          await app.paymentProvider.settle(providerPaymentId);
        }
      },
      'sms.deliver': (payload) => app.sms.deliver(payload),
      'payment.refund': (payload) => app.withdrawals.refund(payload),
      'payment.revoke-mandate': (payload) => app.contracts.revoke(payload),
      'payment.staff-refund': (payload) => app.refunds.sendToProvider(payload),
      'moderation.tell': (payload) => app.statements.tellDecision(payload),
      'moderation.tell-appeal': (payload) => app.statements.tellAppeal(payload),
      // The operator service is built after this plugin (services.plugin.ts).
      'operator.refund-unanswered': (payload) => app.operator.refundUnanswered(payload),
      'push.notify': (payload) => app.pushSender.notify(payload),
      'push.deliver': (payload) => app.pushSender.deliver(payload),
      // The notifier is built after this plugin (services.plugin.ts).
      'notify.event': (event) => app.notifier.handle(event),
      'mail.test-event': (payload) =>
        deliverTestMailEvent(config.mailWebhookSecret, payload, config.now()),
    };
    const giveUp: JobGiveUpHandlers = {
      'image.process': ({ imageId }) => app.photos.processingFailed(imageId),
    };
    const repo = new JobsRepository(db);
    const log = app.log.child({ module: 'jobs' });
    // BullMQ (and its Redis client) is loaded only where it runs the jobs.
    const bull: BullMqEngine | undefined =
      config.jobsEngine === 'bullmq'
        ? new (await import('../modules/jobs/bullmq-engine')).BullMqEngine(
            config.redisUrl!,
            repo,
            handlers,
            config.now,
            log,
            config.redisPrefix,
            giveUp,
          )
        : undefined;
    const worker =
      bull ?? new InProcessWorker(repo, handlers, config.now, log, JOB_POLL_MS, giveUp);
    app.decorate('mailer', mailer);
    app.decorate(
      'unitOfWork',
      new UnitOfWork(db, config.now, () => worker.wake(), config.transactionTimeoutMs),
    );
    const prune = () =>
      repo.pruneFinished(new Date(config.now().getTime() - JOB_RETENTION_MS), PRUNE_BATCH);
    const scheduler = new RecurringScheduler(db, app.unitOfWork, config.now, log);
    let pruning: NodeJS.Timeout | undefined;
    let scheduling: NodeJS.Timeout | undefined;
    let scheduled: Promise<unknown> = Promise.resolve();
    app.decorate<Jobs>('jobs', {
      prune,
      schedule: () => scheduler.tick(),
      engine: config.jobsEngine,
      drain: () => worker.drain(),
      counts: () => repo.counts(),
      openCounts: () => repo.openCounts(),
      queueCounts: () => (bull ? bull.queueCounts() : null),
      reachable: async () => {
        await Promise.all([repo.reachable(), bull?.reachable()]);
      },
      failed: (limit) => (bull ? bull.failed(limit) : repo.failed(limit)),
      retry: async (id) => {
        if (bull) return bull.retry(id);
        const retried = await repo.retry(id, config.now());
        worker.wake();
        return retried;
      },
    });
    app.addHook('onReady', async () => {
      worker.start();
      // Every instance prunes; deleting a row twice is harmless.
      pruning = setInterval(() => {
        prune().catch((error: unknown) => log.warn({ err: error }, 'pruning finished jobs failed'));
      }, PRUNE_EVERY_MS);
      pruning.unref();
      // Every instance looks; the schedule's row lets one of them write each run.
      const schedule = () => {
        scheduled = scheduler
          .tick()
          .catch((error: unknown) => log.warn({ err: error }, 'writing recurring jobs failed'));
      };
      schedule();
      scheduling = setInterval(schedule, SCHEDULE_EVERY_MS);
      scheduling.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(pruning);
      clearInterval(scheduling);
      await scheduled;
      await worker.stop();
    });
  },
  { name: 'jobs', dependencies: ['database', 'live'] },
);
