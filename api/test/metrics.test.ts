import type { FastifyInstance } from 'fastify';
import { insertJob } from '../src/modules/jobs/jobs.repository';
import { activeMember, createTestApp, login, type TestContext } from './helper';
import { choose, createPayment, packageOf, paymentsApp } from './payments-kit';
import { listenLive, openSocket, type LiveClient } from './services/live-sockets';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (label values here never hold `"` or `,`). */
function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** Waits until `read` gives `expected` (the server hears a socket a moment after its client). */
async function until(read: () => Promise<number>, expected: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while ((await read()) !== expected) {
    if (Date.now() > deadline) throw new Error(`still not ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return samples(response.body);
}

/** The one sample of a metric with these labels (0 when it has none yet). */
const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics', () => {
  let ctx: TestContext;
  let liveUrl: string;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    ctx = await createTestApp();
    liveUrl = await listenLive(ctx.app);
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => ctx.close());

  it('answers in the Prometheus text format, with the process metrics', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(valueOf(samples(response.body), 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    for (const url of ['/api/health', '/api/health?probe=7']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    await ctx.app.inject({ url: '/api/test-push-service/subscriptions/8675309/messages?x=1' });
    await ctx.app.inject({ url: '/api/nope-4711.php?id=4711' });

    const all = await scrape(ctx.app);
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(valueOf(all, 'http_request_duration_seconds_count', health)).toBe(2);
    expect(valueOf(all, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    const routes = new Set(
      all.filter((s) => s.name.startsWith('http_request_')).map((s) => s.labels.route!),
    );
    expect(routes).toContain('/api/test-push-service/subscriptions/:id/messages');
    expect(routes).toContain('unmatched');
    expect([...routes].filter((route) => /\?|8675309|4711/.test(route))).toEqual([]);
  });

  it('counts the live sockets open on this instance', async () => {
    const open = async () => valueOf(await scrape(ctx.app), 'live_sockets_open');
    expect(await open()).toBe(0);
    const socket = await openSocket(liveUrl, clients, await login(ctx.app));
    await until(open, 1);
    // A visitor's socket is closed at once (4401): it never counts as open.
    await (
      await openSocket(liveUrl, clients)
    ).closed;
    expect(await open()).toBe(1);
    socket.close();
    await socket.closed;
    await until(open, 0);
  });

  it('reads the job queue from the outbox when scraped', async () => {
    const before = await scrape(ctx.app);
    const later = new Date(ctx.clock.now.getTime() + 3_600_000);
    await insertJob(ctx.app.db, 'data-export.expire', { exportId: 1 }, ctx.clock.now, {
      runAt: later,
    });
    const after = await scrape(ctx.app);
    const pending = { state: 'pending' };
    expect(valueOf(after, 'jobs_queue_depth', pending)).toBe(
      valueOf(before, 'jobs_queue_depth', pending) + 1,
    );
    expect(valueOf(after, 'jobs_queue_depth', { state: 'running' })).toBe(0);
    await ctx.app.db
      .updateTable('jobs')
      .set({ status: 'failed' })
      .where('run_at', '=', later.toISOString())
      .execute();
    expect(valueOf(await scrape(ctx.app), 'jobs_failed')).toBe(valueOf(before, 'jobs_failed') + 1);
  });
});

describe('GET /metrics: payment outcomes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Every webhook of the test provider is delivered twice.
    ctx = await paymentsApp({ duplicateRate: 1 });
  });
  afterAll(() => ctx.close());

  async function pay(status: 'paid' | 'failed') {
    const member = await activeMember(ctx.app);
    const pkg = await packageOf(ctx.app, member.cookie);
    const body = (
      await createPayment(ctx.app, member.cookie, { package_id: pkg.id, method: 'ideal' })
    ).json();
    await choose(body.checkout_url, status);
    // The duplicate comes half a second after the first.
    ctx.clock.advance(1000);
    await ctx.app.jobs.drain();
    const row = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'provider_payment_id'])
      .where('id', '=', Number(body.payment.id))
      .executeTakeFirstOrThrow();
    // And once more by hand, as a provider retrying would.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      payload: { id: row.provider_payment_id },
    });
    return row.status;
  }

  it('counts a payment once when it ends, however often its webhook comes', async () => {
    expect(await pay('paid')).toBe('completed');
    expect(await pay('failed')).toBe('failed');
    const webhooks = await ctx.app.db
      .selectFrom('jobs')
      .select('status')
      .where('name', '=', 'payment.test-webhook')
      .execute();
    expect(webhooks).toHaveLength(4);
    const all = await scrape(ctx.app);
    expect(all.filter((s) => s.name === 'payment_outcomes_total')).toEqual([
      {
        name: 'payment_outcomes_total',
        labels: { outcome: 'completed', provider: 'test' },
        value: 1,
      },
      { name: 'payment_outcomes_total', labels: { outcome: 'failed', provider: 'test' }, value: 1 },
    ]);
  });
});

describe('GET /metrics: who may read it', () => {
  const contexts: TestContext[] = [];
  afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));
  const app = async (config: Parameters<typeof createTestApp>[0]) => {
    const ctx = await createTestApp({ seed: false, ...config });
    contexts.push(ctx);
    return ctx.app;
  };

  it('takes only the bearer token when METRICS_TOKEN is set', async () => {
    const guarded = await app({ config: { metricsToken: METRICS_TOKEN } });
    const as = (authorization?: string) =>
      guarded.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
    expect((await as()).statusCode).toBe(401);
    expect((await as(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await as(METRICS_TOKEN)).statusCode).toBe(401);
    const answer = await as(`Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('http_request_duration_seconds');
  });

  it('is hidden in production without a token, and served with one', async () => {
    const hidden = await app({ config: { nodeEnv: 'production' } });
    const answer = await hidden.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'not_found' });
    expect(answer.body).not.toContain('http_request');

    const production = await app({
      config: { nodeEnv: 'production', metricsToken: METRICS_TOKEN },
    });
    const authorization = `Bearer ${METRICS_TOKEN}`;
    expect(
      (await production.inject({ method: 'GET', url: '/metrics', headers: { authorization } }))
        .statusCode,
    ).toBe(200);
  });
});
