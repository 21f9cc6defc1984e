import { createTestApp, type TestContext } from './helper';

const REPORT = {
  remote: 'mfe-chat',
  version: '1.0.0',
  route: '/chats',
  message: 'broke',
  kind: 'render',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A request's id: the load balancer's X-Request-Id when sane, else a new one; answered back
// and carried by what the request logs (still no line per answered request: decision 0108).
describe('request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, captureLogs: true });
  });
  afterAll(() => ctx.close());

  /** Reports a front-end error (a request that logs a line) with these headers. */
  const report = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/client-errors.php', payload: REPORT, headers });
  const loggedIds = () =>
    ctx.logs.filter((line) => line.msg === 'client error').map((line) => line.reqId);

  beforeEach(() => {
    ctx.logs.length = 0;
  });

  it('keeps a sane incoming id, answers it and logs the request under it', async () => {
    const id = 'lb-7f3a9c2e.b41d:0042_Zz=';
    const answer = await report({ 'x-request-id': id });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['x-request-id']).toBe(id);
    expect(loggedIds()).toEqual([id]);
  });

  it('makes a new id when none comes, different for every request', async () => {
    const first = await report();
    const second = await report();
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    expect(ids).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(loggedIds()).toEqual(ids);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['a space', 'abc def'],
    ['a quote and braces', '"}{"level":60'],
    ['a line break, percent-encoded', 'abc%0Adef'],
    ['non-ASCII', 'idé'],
  ])('replaces an incoming id with %s', async (_what, insane) => {
    const answer = await report({ 'x-request-id': insane });
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['x-request-id']).toMatch(UUID);
    expect(loggedIds()).toEqual([answer.headers['x-request-id']]);
  });

  it('answers the id on errors too, and still logs no line for a quick answer', async () => {
    const missing = await ctx.app.inject({
      url: '/api/nope.php',
      headers: { 'x-request-id': 'req-404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('req-404');
    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.headers['x-request-id']).toMatch(UUID);
    expect(ctx.logs).toEqual([]);
  });
});
