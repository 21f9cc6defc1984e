import { buildCase, operationsOf, prng, type OpenApiDocument } from './fuzz-cases';
import { createTestApp, login, type TestContext } from './helper';

// Bad input must never answer 5xx: every operation of the OpenAPI document gets requests
// built from its own schemas, then broken (fuzz-cases.ts), as a visitor and as a logged-in
// member. A seeded PRNG makes a run reproducible: FUZZ_SEED=<n> repeats one.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Requests per operation and role: 39 operations x 2 roles x 28 = 2,184 requests. */
const CASES = 28;

describe(`bad input never answers 5xx (OpenAPI fuzz, FUZZ_SEED=${SEED})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses non-finite numbers and ids past the database range as schema errors, and takes an empty PUT of the user', async () => {
    for (const value of ['Infinity', '-Infinity', '1e309']) {
      const response = await ctx.app.inject({ url: `/api/geocode.php?lat=${value}&lon=5` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: [{ field: 'lat', messageKey: 'field_invalid' }],
      });
    }
    // Ids stop at PostgreSQL's serial: one past it is a wrong id, not a database error.
    const cookie = await login(ctx.app);
    for (const [id, status] of [
      ['2147483648', 400],
      ['9007199254740993', 400],
      ['2147483647', 404],
    ] as const) {
      const like = await ctx.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie },
        payload: { profile_id: id },
      });
      expect([id, like.statusCode]).toEqual([id, status]);
    }
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: {},
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.email).toBe('demo@example.nl');
  });

  it('refuses a NUL character in any string as a schema error, on every database', async () => {
    const cookie = await login(ctx.app);
    for (const request of [
      {
        method: 'DELETE',
        url: '/api/push-subscription.php',
        payload: { endpoint: 'https://push.example/\u0000' },
      },
      { method: 'GET', url: '/api/search.php?network=web%00' },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: { cookie } } as never);
      expect([request.url, response.statusCode]).toEqual([request.url, 400]);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    // The same request without the NUL reaches the route: no such subscription here.
    const clean = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push-subscription.php',
      headers: { cookie },
      payload: { endpoint: 'https://push.example/x' },
    });
    expect(clean.statusCode).toBe(404);
  });

  it('sends every operation broken input as a visitor and as a member', async () => {
    const random = prng(SEED);
    const operations = operationsOf(
      (await ctx.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument,
    );
    expect(operations.length).toBeGreaterThanOrEqual(35);
    let member = await login(ctx.app);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const role of ['visitor', 'member'] as const) {
        for (let index = 0; index < CASES; index++) {
          const request = buildCase(operation, random, index);
          if (role === 'member') request.headers.cookie = member;
          const response = await ctx.app.inject(request as never);
          sent += 1;
          if (response.statusCode >= 500) {
            const shown = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
            failures.push(
              `${response.statusCode} ${role} ${request.method} ${shown(request.url)} ` +
                `${request.headers['content-type'] ?? '-'} ${shown(request.payload ?? '(no body)')}`,
            );
          }
          // A member whose session a case ended (logout) is logged in again for the next.
          const ended = response.cookies.some((c) => c.name === 'sid' && c.value === '');
          if (role === 'member' && ended) member = await login(ctx.app);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
    // Over 2,000 requests: a minute on a quiet machine, more beside CI's other stages.
  }, 240_000);
});
