import { type ConfigError, loadConfig } from '../src/config';
import { RATE_LIMITS } from '../src/plugins/rate-limit.plugin';
import { createTestApp, type TestContext } from './helper';

let attempt = 0;
/**
 * A login that fails (no such member, a new address each time so that the per-account
 * lockout stays out of it) and whether the address limit refused it.
 */
const loginFrom = async (ctx: TestContext, forwardedFor: string, remoteAddress = '127.0.0.1') => {
  attempt += 1;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user.php',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody${attempt}@example.nl`, password: 'wrong-password-1' },
  });
  return response.json().code === 'too_many_requests' ? 'limited' : 'answered';
};

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, and reads addresses, CIDRs or a hop count', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/^TRUST_PROXY/)]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: '0' })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: 'proxy.internal' })).toHaveLength(1);
  });

  describe('unset', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ rateLimit: true, profiles: 0 });
    });
    afterAll(() => ctx.close());

    it('keeps a forged X-Forwarded-For from escaping the login limit', async () => {
      const answers: string[] = [];
      for (let i = 0; i < RATE_LIMITS.sensitive + 5; i++) {
        answers.push(await loginFrom(ctx, `203.0.113.${i}`));
      }
      expect(answers.filter((a) => a === 'answered')).toHaveLength(RATE_LIMITS.sensitive);
      expect(answers.slice(RATE_LIMITS.sensitive)).toEqual(Array(5).fill('limited'));
    });
  });

  describe('set to the proxy', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({
        rateLimit: true,
        profiles: 0,
        config: { trustProxy: ['10.0.0.2'] },
      });
    });
    afterAll(() => ctx.close());

    it("honours the proxy's header, and only the proxy's", async () => {
      for (let i = 0; i < RATE_LIMITS.sensitive; i++) {
        expect(await loginFrom(ctx, '198.51.100.7', '10.0.0.2')).toBe('answered');
      }
      expect(await loginFrom(ctx, '198.51.100.7', '10.0.0.2')).toBe('limited');
      // Another client behind the same proxy has its own budget.
      expect(await loginFrom(ctx, '198.51.100.8', '10.0.0.2')).toBe('answered');
      // A client that reaches the server directly cannot escape its limit with the header.
      for (let i = 0; i < RATE_LIMITS.sensitive; i++) {
        await loginFrom(ctx, `203.0.113.${i}`, '192.0.2.9');
      }
      expect(await loginFrom(ctx, '203.0.113.200', '192.0.2.9')).toBe('limited');
    });
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimit: true, profiles: 0, config: { trustProxy: 1 } });
  });
  afterAll(() => ctx.close());

  it('takes the address the one trusted hop saw, not what the client wrote before it', async () => {
    // The client wrote 203.0.113.x itself; the proxy appended the address it saw.
    for (let i = 0; i < RATE_LIMITS.sensitive; i++) {
      expect(await loginFrom(ctx, `203.0.113.${i}, 198.51.100.7`, '10.9.9.9')).toBe('answered');
    }
    expect(await loginFrom(ctx, '203.0.113.99, 198.51.100.7', '10.9.9.9')).toBe('limited');
    expect(await loginFrom(ctx, '198.51.100.8', '10.9.9.9')).toBe('answered');
  });
});
