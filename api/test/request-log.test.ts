import { SLOW_REQUEST_MS } from '../src/app';
import { createTestApp, type TestContext } from './helper';

// No log line per answered request, and no answer checked against its schema in production
// (decision 0108); failures are still logged.
describe('request logging and response validation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ captureLogs: true });
  });
  afterAll(() => ctx.close());

  it('logs nothing for a quick answer', async () => {
    ctx.logs.length = 0;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/nope.php' })).statusCode).toBe(404);
    // A machine busy with other suites may make even these slow (seen: 1.1 s): then the
    // slow-request line is right, and only for an answer that took that long.
    const others = ctx.logs.filter(
      (line) => line.msg !== 'slow request' || Number(line.responseTime) < SLOW_REQUEST_MS,
    );
    expect(others).toEqual([]);
  });

  it('still names the request in what a request logs', async () => {
    ctx.logs.length = 0;
    const report = {
      remote: 'mfe-chat',
      version: '1.0.0',
      route: '/chats',
      message: 'broke',
      kind: 'render',
    };
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors.php',
      payload: report,
    });
    expect(answer.statusCode).toBe(204);
    const [line] = ctx.logs.filter((entry) => entry.msg === 'client error');
    expect(line).toMatchObject({ level: 40, reqId: expect.any(String) });
  });

  it('checks answers against their schema outside production only', async () => {
    expect(ctx.app.hasPlugin('response-validation')).toBe(true);
    const production = await createTestApp({ seed: false, config: { nodeEnv: 'production' } });
    try {
      expect(production.app.hasPlugin('response-validation')).toBe(false);
    } finally {
      await production.close();
    }
  });
});
