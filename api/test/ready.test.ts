import net from 'node:net';
import { READY_CHECK_TIMEOUT_MS } from '../src/lifecycle/readiness';
import { createTestApp, type TestContext } from './helper';
import { REDIS_TEST_URL, describeWithRedis, withRedis } from './services/redis';

const ready = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/ready' });

/** A port on this machine that nobody listens on: a Redis that does not answer. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/ready (readiness for the load balancer)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('answers 200 ready when the database and the job engine answer, and needs no Redis', async () => {
    const response = await ready(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not-configured', jobs: 'ok' },
    });
  });

  it('is in the OpenAPI document with both of its answers, beside liveness', async () => {
    const { paths } = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(paths['/api/ready'].get.responses)).toEqual(
      expect.arrayContaining(['200', '503']),
    );
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 draining once shutdown has begun, while its dependencies still answer', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const response = await ready(ctx);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'draining',
        checks: { database: 'ok', redis: 'not-configured', jobs: 'ok' },
      });
      // Liveness is another question: the process is fine, it is only stopping.
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });
});

describe('GET /api/ready when a dependency fails', () => {
  it('answers 503 naming the database (and the jobs on it) once the database is gone', async () => {
    const ctx = await createTestApp({ seed: false, captureLogs: true });
    try {
      await ctx.app.db.destroy();
      const response = await ready(ctx);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'failed', redis: 'not-configured', jobs: 'failed' },
      });
      // The operator finds why in the log.
      expect(ctx.logs).toContainEqual(
        expect.objectContaining({ msg: 'readiness check failed', check: 'database' }),
      );
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 naming Redis within its timeout when the configured Redis does not answer', async () => {
    const ctx = await createTestApp({
      seed: false,
      config: { redisUrl: `redis://127.0.0.1:${await deadPort()}` },
    });
    try {
      const started = Date.now();
      const response = await ready(ctx);
      expect(Date.now() - started).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not-ready',
        checks: { database: 'ok', redis: 'failed', jobs: 'ok' },
      });
    } finally {
      await ctx.close();
    }
  });
});

describeWithRedis(withRedis('GET /api/ready with Redis'), () => {
  it('answers 200 with Redis ok when the configured Redis answers PING', async () => {
    const ctx = await createTestApp({ seed: false, config: { redisUrl: REDIS_TEST_URL } });
    try {
      // Each check has a second: on a machine busy with CI's other stages one may miss it
      // now and then, which the balancer would see as a blip. Asked again for up to 15 s.
      let response = await ready(ctx);
      for (const until = Date.now() + 15_000; response.statusCode !== 200 && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        response = await ready(ctx);
      }
      expect(response.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok', jobs: 'ok' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
