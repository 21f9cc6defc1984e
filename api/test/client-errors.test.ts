import { RATE_LIMITS } from '../src/plugins/rate-limit.plugin';
import { createTestApp, login, type TestContext } from './helper';

const REPORT = {
  remote: 'mfe-chat',
  version: '1.4.0',
  route: '/chats/12',
  message: 'Cannot read properties of undefined (reading "id")',
  kind: 'render',
  stack: 'TypeError: Cannot read properties of undefined\n    at ChatScreen (chat-screen.tsx:40)',
};

describe('client error reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Rate limits on, as in production; each test reports from an address of its own.
    ctx = await createTestApp({ rateLimit: true, captureLogs: true });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    ctx.logs.length = 0;
  });

  const report = (
    payload: Record<string, unknown>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors.php',
      payload,
      remoteAddress,
      headers,
    });
  const logged = () => ctx.logs.filter((line) => line.msg === 'client error');

  it("logs a visitor's report as one warning and answers 204", async () => {
    const response = await report(REPORT, '10.0.0.1', { 'user-agent': 'Mozilla/5.0 (Test)' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 40,
        clientError: REPORT,
        userAgent: 'Mozilla/5.0 (Test)',
      }),
    ]);
    expect(logged()[0]).not.toHaveProperty('userId');
  });

  it("names the logged-in member's user id, and the stack is optional", async () => {
    const cookie = await login(ctx.app);
    const userId = (
      await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json().user.id;
    const { stack: _stack, ...withoutStack } = REPORT;
    const response = await report({ ...withoutStack, remote: 'shell', kind: 'chunk' }, '10.0.0.2', {
      cookie,
    });
    expect(response.statusCode).toBe(204);
    expect(logged()).toEqual([
      expect.objectContaining({
        clientError: { ...withoutStack, remote: 'shell', kind: 'chunk' },
        userId: Number(userId),
      }),
    ]);
  });

  it.each([
    ['an over-long message', { ...REPORT, message: 'x'.repeat(2001) }, 'message'],
    ['an over-long stack', { ...REPORT, stack: 'x'.repeat(8001) }, 'stack'],
    ['an over-long route', { ...REPORT, route: `/${'x'.repeat(200)}` }, 'route'],
    ['an unknown kind', { ...REPORT, kind: 'fatal' }, 'kind'],
    ['no message', { ...REPORT, message: undefined }, 'message'],
    ['a remote name with markup', { ...REPORT, remote: '<script>' }, 'remote'],
  ])('refuses %s with 400 and logs nothing', async (_name, payload, field) => {
    const response = await report(payload, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: expect.any(String) });
    expect(response.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
    expect(logged()).toEqual([]);
  });

  it('refuses a body that is not JSON and logs nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-errors.php',
      payload: 'boom',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: '10.0.0.4',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(logged()).toEqual([]);
  });

  it(`answers 429 to report ${RATE_LIMITS.clientErrors + 1} in a minute from one address, unlogged`, async () => {
    for (let i = 0; i < RATE_LIMITS.clientErrors; i++) {
      expect((await report(REPORT, '10.0.0.5')).statusCode).toBe(204);
    }
    const over = await report(REPORT, '10.0.0.5');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(logged()).toHaveLength(RATE_LIMITS.clientErrors);
    // Another address, and the rest of the API for the same one, keep their own budgets.
    expect((await report(REPORT, '10.0.0.6')).statusCode).toBe(204);
    const health = await ctx.app.inject({ url: '/api/health', remoteAddress: '10.0.0.5' });
    expect(health.statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its bounded body and its 204 answer', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/client-errors.php'].post;
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['remote', 'version', 'route', 'message', 'kind']),
    );
    expect(body.properties.message.maxLength).toBe(2000);
    expect(body.properties.stack.maxLength).toBe(8000);
    expect(body.properties.kind.anyOf).toHaveLength(5);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '4XX']));
  });
});
