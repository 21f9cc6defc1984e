import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { activeMember, createTestApp, login, signup, type TestContext } from './helper';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789abcdef';

describe('who may call what (deny by default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      config: { opsToken: OPS_TOKEN },
      beforeReady: (app) => {
        app.get('/api/test-activated.php', { config: { access: 'activated' } }, async () => ({
          ok: true,
        }));
      },
    });
  });
  afterAll(() => ctx.close());

  it('refuses an anonymous call to every route that is not open to visitors, before reading it', async () => {
    // The member listener's routes: the staff listener's are tried in staff-sign-in.test.ts.
    const closed = ctx.app.routeAccess.filter(
      (route) => typeof route.access === 'string' && route.access !== 'visitor',
    );
    expect(closed.length).toBeGreaterThan(15);
    const answers = await Promise.all(
      closed.map(async (route) => {
        // No query and a body that is not even JSON: the refusal comes first.
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url,
          ...(route.method === 'GET' || route.method === 'HEAD'
            ? {}
            : { payload: '{broken', headers: { 'content-type': 'application/json' } }),
        });
        return `${route.method} ${route.url} ${response.statusCode}`;
      }),
    );
    const expected = closed.map(
      (route) => `${route.method} ${route.url} ${route.access === 'system' ? 401 : 403}`,
    );
    expect(answers).toEqual(expected);
  });

  it('lists every /api route with its access, visitors included', () => {
    const get = (url: string) =>
      ctx.app.routeAccess.find((route) => route.method === 'GET' && route.url === url)?.access;
    expect(get('/api/settings.php')).toBe('visitor');
    // The session probe answers everyone (a visitor gets no user); the user's data does not.
    expect(get('/api/user.php')).toBe('visitor');
    expect(get('/api/chats.php')).toBe('member');
    expect(get('/api/jobs.php')).toBe('system');
    expect(get('/api/live.php')).toBe('visitor');
  });

  it('stops an app whose /api route declares no access', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', DATABASE_PATH: ':memory:', SEED_ON_START: 'false' },
      { logger: false, rateLimit: false },
    );
    const app = await buildApp(config);
    expect(() => app.get('/api/forgotten.php', async () => ({}))).toThrow(
      'GET /api/forgotten.php declares no access (deny by default)',
    );
    await app.close();
  });

  it('lets only members with a confirmed address through an `activated` route', async () => {
    const call = (cookie?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/test-activated.php',
        ...(cookie ? { headers: { cookie } } : {}),
      });
    expect((await call()).json().code).toBe('authentication_required');
    const pending = await signup(ctx.app);
    const refused = await call(pending.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_not_activated');
    const active = await activeMember(ctx.app);
    expect((await call(active.cookie)).statusCode).toBe(200);
  });

  it('opens `system` routes to the operators token only', async () => {
    const call = (authorization?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/jobs.php',
        ...(authorization ? { headers: { authorization } } : {}),
      });
    expect((await call()).statusCode).toBe(401);
    expect((await call(`Bearer ${OPS_TOKEN}x`)).statusCode).toBe(401);
    expect((await call(`Bearer ${OPS_TOKEN.slice(1)}`)).statusCode).toBe(401);
    // A member's session is no operator.
    const cookie = await login(ctx.app);
    const member = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs.php',
      headers: { cookie },
    });
    expect(member.statusCode).toBe(401);
    const ok = await call(`Bearer ${OPS_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ engine: 'in-process', failed: [] });
  });

  describe('state changes from another site', () => {
    const like = (cookie: string, headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/like.php',
        payload: { profile_id: '1' },
        headers: { cookie, ...headers },
      });

    it('refuses a POST the browser marks cross-site or same-site, or whose Origin is another host', async () => {
      const cookie = await login(ctx.app);
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ];
      for (const headers of refused) {
        const answer = await like(cookie, headers);
        expect([answer.statusCode, answer.json().code]).toEqual([403, 'cross_site_request']);
      }
    });

    it('lets the site itself and non-browser clients change state', async () => {
      const cookie = await login(ctx.app);
      const { profiles } = (
        await ctx.app.inject({ method: 'GET', url: '/api/search.php', headers: { cookie } })
      ).json();
      const target = profiles[0].id as string;
      const likeTarget = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/like.php',
          payload: { profile_id: target },
          headers: { cookie, ...headers },
        });
      expect((await likeTarget({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect(
        (await likeTarget({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode,
      ).toBe(200);
      expect((await likeTarget({})).statusCode).toBe(200);
    });

    it('refuses the state-changing GETs cross-site, and keeps the session', async () => {
      const cookie = await login(ctx.app);
      const logout = await ctx.app.inject({
        method: 'GET',
        url: '/api/logout.php',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(logout.json().code).toBe('cross_site_request');
      const autoLike = await ctx.app.inject({
        method: 'GET',
        url: '/api/auto-like.php',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(autoLike.json().code).toBe('cross_site_request');
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      // A plain cross-site read (a link to a profile) is fine.
      const read = await ctx.app.inject({
        method: 'GET',
        url: '/api/settings.php',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(read.statusCode).toBe(200);
    });
  });
});
