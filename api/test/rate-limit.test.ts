import { RATE_LIMITS } from '../src/plugins/rate-limit.plugin';
import { createTestApp, type TestContext } from './helper';

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: true });
  });
  afterAll(() => ctx.close());

  it('limits account calls per address with the one error shape', async () => {
    const ask = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reset-password.php',
        payload: { email: `r${i}@example.nl` },
      });
    for (let i = 0; i < RATE_LIMITS.sensitive; i++) expect((await ask(i)).statusCode).toBe(200);
    const over = await ask(99);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      messageKey: 'too_many_requests',
    });
    expect(over.json().params.seconds).toBeGreaterThan(0);
    // Other calls keep their own, larger budget.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Each reset request writes its mail: on PostgreSQL under a busy machine, over 30 s in all.
  }, 90_000);

  it('never limits the probes of health and readiness a balancer polls', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      for (let i = 0; i <= RATE_LIMITS.global; i++) {
        const probe = await ctx.app.inject({
          method: 'GET',
          url: i % 2 ? `${url}?probe=${i}` : url,
        });
        if (probe.statusCode === 429) throw new Error(`${url} was limited after ${i} probes`);
        expect(probe.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
  });
});
