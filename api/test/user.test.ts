import { createTestApp, DEMO, login, type TestContext } from './helper';

describe('/api/user.php and /api/logout.php', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('logs in with e-mail and password and sets an HttpOnly session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'x-client-request-type': 'spa' },
      payload: { email: ' Demo@Example.NL ', password: DEMO.password },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(user).toMatchObject({
      email: DEMO.email,
      status: 'active',
      paid_user: false,
      language: 'nl',
      notifications_disabled: [],
      profile: { name: 'Demo', country: 'NL', status: 'active' },
    });
    expect(typeof user.id).toBe('string');
    expect(user.profile.main_image.url).toMatch(/^\/media\/p\/\d+\.jpg$/);
    expect(user).not.toHaveProperty('password_hash');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers 403 authentication_required without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user.php' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'authentication_required',
      messageKey: 'authentication_required',
    });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: 'sid=forged' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('returns the session user and changes the language', async () => {
    const cookie = await login(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(me.json().user.email).toBe(DEMO.email);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'de' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.language).toBe('de');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ field: 'language' }],
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: { language: 'nl' },
    });
  });

  it('needs a session to change the language', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('stores a push subscription with ?push=1', async () => {
    const cookie = await login(ctx.app);
    const subscription = {
      endpoint: 'https://push.example.com/abc',
      keys: { p256dh: 'key', auth: 'auth' },
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: { cookie },
      payload: { subscription },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription },
    });
    expect(visitor.statusCode).toBe(403);
  });

  it('logs out: the cookie is cleared and the session ends on the server', async () => {
    const cookie = await login(ctx.app);
    const out = await ctx.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { cookie },
    });
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(403);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'nobody@example.nl', password: 'x' },
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: DEMO.email, password: 'wrong' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      statusCode: 401,
      code: 'login_failed',
      messageKey: 'login_failed',
    });
  });

  it('blocks an address for 15 minutes after 5 failed attempts, even with the right password', async () => {
    const email = 'locked@example.nl';
    const attempt = (password: string, address = email) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: address, password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).json().code).toBe('login_failed');
    const fifth = await attempt('wrong');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      statusCode: 429,
      code: 'too_many_attempts',
      messageKey: 'too_many_attempts',
      params: { minutes: 15 },
    });

    // The demo account gets locked the same way, and the right password does not help.
    for (let i = 0; i < 5; i++) await attempt('wrong', DEMO.email);
    ctx.clock.advance(5 * 60_000);
    const locked = await attempt(DEMO.password, DEMO.email);
    expect(locked.json()).toMatchObject({ code: 'too_many_attempts', params: { minutes: 10 } });
    ctx.clock.advance(10 * 60_000 + 1000);
    expect((await attempt(DEMO.password, DEMO.email)).statusCode).toBe(200);
  });

  it('validates the login body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: 'a@b.nl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      messageKey: 'validation_failed',
      fields: [{ field: 'password', messageKey: 'field_required' }],
    });
  });
});
