import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { QUEUE_KINDS } from '@dating/shared-contracts/api';

/** The route label of a request no route matched: raw URLs would make a series per path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The outbox states that are work still to do (`done` and BullMQ's `queued` are not). */
const QUEUED_STATES = ['pending', 'running'] as const;

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (memory, CPU, event loop, GC), collected once per process: they
 * belong to the process, not to an app, and prom-client's collectors (an event-loop monitor,
 * a GC observer) are never released, so one per app kept every app of a test run alive.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the app measures besides the requests, for the modules that report it. */
export interface AppMetrics {
  /** Rendered by GET /metrics (modules/metrics/metrics.routes.ts): the app's and the process's. */
  readonly registry: Registry;
  /** Members' live WebSockets open on this instance (modules/live/live.routes.ts). */
  readonly liveSocketsOpen: Gauge;
  /** Payments that reached their final status, counted once when the status changed. */
  readonly paymentOutcomes: Counter<'outcome' | 'provider'>;
  /**
   * Pages and registries served, per remote and the release each one ran (the canary or the
   * stable): what a release's error count is divided by (plugins/frontend.ts).
   */
  readonly releasePages: Counter<'remote' | 'version'>;
  /** Front-end errors reported, per remote, release and kind (modules/client-errors). */
  readonly clientErrors: Counter<'remote' | 'version' | 'kind'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics of this instance, in a registry of its own (never prom-client's global
 * one) so that several apps in one process, as in the tests, do not share or clash. Request
 * durations come from one onResponse hook reading the time Fastify keeps for every reply
 * anyway; the job gauges are read from the outbox when Prometheus scrapes, not per request.
 * Registered before the routes, so that its hook times every one of them.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const own = new Registry();

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers: [own],
    });
    app.addHook('onResponse', (request, reply, done) => {
      requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    // The outbox and BullMQ are shared by every instance: each reports the same figures (use
    // max, not sum). The registry collects its metrics at once, so the gauges share one read.
    const once = <T>(read: () => Promise<T>) => {
      let reading: Promise<T> | null = null;
      return () =>
        (reading ??= read().finally(() => {
          reading = null;
        }));
    };
    const outboxCounts = once(() => app.jobs.openCounts());
    // app.jobs is decorated after this plugin: read it only when a scrape collects.
    const queueCounts =
      app.config.jobsEngine === 'bullmq' ? once(async () => (await app.jobs.queueCounts())!) : null;
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Outbox jobs waiting (pending) or taken by a worker (running; with BullMQ: being relayed to it).',
      labelNames: ['state'],
      registers: [own],
      async collect() {
        const counts = await outboxCounts();
        for (const state of QUEUED_STATES) this.set({ state }, counts[state]);
      },
    });
    new Gauge({
      name: 'jobs_failed',
      help: 'Jobs that failed for good and wait for an operator (GET /api/jobs.php); with BullMQ, its failed set.',
      registers: [own],
      async collect() {
        this.set(queueCounts ? (await queueCounts()).failed : (await outboxCounts()).failed);
      },
    });
    if (queueCounts) {
      new Gauge({
        name: 'jobs_bullmq_depth',
        help: 'BullMQ jobs waiting, running (active) or waiting to be retried (delayed).',
        labelNames: ['state'],
        registers: [own],
        async collect() {
          const counts = await queueCounts();
          for (const state of ['waiting', 'active', 'delayed'] as const)
            this.set({ state }, counts[state]);
        },
      });
    }

    // The moderators' inbox, the same on every instance (use max, not sum).
    const moderationCounts = once(() => app.moderation.depth());
    new Gauge({
      name: 'moderation_queue_depth',
      help: 'Open moderation items (reports, notices, pending photos, appeals), by kind.',
      labelNames: ['kind'],
      registers: [own],
      async collect() {
        const counts = await moderationCounts();
        for (const kind of QUEUE_KINDS) {
          this.set({ kind }, counts.find((row) => row.kind === kind)?.count ?? 0);
        }
      },
    });
    new Gauge({
      name: 'moderation_queue_oldest_seconds',
      help: 'How long the oldest open moderation item has waited, by kind (0: none open).',
      labelNames: ['kind'],
      registers: [own],
      async collect() {
        const counts = await moderationCounts();
        const now = app.config.now().getTime();
        for (const kind of QUEUE_KINDS) {
          const oldest = counts.find((row) => row.kind === kind)?.oldest;
          this.set({ kind }, oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0);
        }
      },
    });

    const liveSocketsOpen = new Gauge({
      name: 'live_sockets_open',
      help: "Members' live WebSockets open on this instance.",
      registers: [own],
    });
    const paymentOutcomes = new Counter({
      name: 'payment_outcomes_total',
      help: 'Payments that reached a final status (completed, failed, cancelled), by provider.',
      labelNames: ['outcome', 'provider'],
      registers: [own],
    });
    // A release's health, for the canary that watches itself (scripts/canary-watch.mjs).
    // Versions are those of the registry only, so their number is bounded by the releases.
    const releasePages = new Counter({
      name: 'frontend_release_pages_total',
      help: 'Pages (and registries) served, by remote and the release of it they run.',
      labelNames: ['remote', 'version'],
      registers: [own],
    });
    const clientErrors = new Counter({
      name: 'client_errors_total',
      help: 'Front-end errors reported, by remote, release (other: not in the registry) and kind.',
      labelNames: ['remote', 'version', 'kind'],
      registers: [own],
    });
    // Merged last: a registry merge takes the metrics registered by then.
    const registry = Registry.merge([own, processMetrics()]);
    app.decorate<AppMetrics>('metrics', {
      registry,
      liveSocketsOpen,
      paymentOutcomes,
      releasePages,
      clientErrors,
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
