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
    const [session, device] = response.headers['set-cookie'] as string[];
    expect(session).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    // The browser becomes a known device of the account for a year.
    expect(device).toMatch(
      /^dev=\d+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers a visitor without an error: no user, also for a session that does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user.php' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: 'sid=forged' },
    });
    expect([forged.statusCode, forged.json()]).toEqual([200, { user: null }]);
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
    expect([after.statusCode, after.json()]).toEqual([200, { user: null }]);
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

  describe('failed logins', () => {
    const attempt = (email: string, password: string, remoteAddress = '198.51.100.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email, password },
        remoteAddress,
      });
    const delayed = (seconds: number) => ({
      statusCode: 429,
      code: 'login_delayed',
      messageKey: 'login_delayed',
      params: { seconds },
    });

    it('delays the next attempt of a client after a few failures, doubling up to 15 minutes', async () => {
      const email = 'delayed@example.nl';
      for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await attempt(email, 'wrong');
        expect(answer.statusCode).toBe(429);
        const { seconds } = answer.json().params;
        waits.push(seconds);
        // Until the wait is over, even the next attempt is not checked.
        expect((await attempt(email, 'wrong')).json()).toEqual(delayed(seconds));
        ctx.clock.advance(seconds * 1000);
      }
      expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    });

    it('keeps the right password waiting too, then lets it in and forgets the failures', async () => {
      for (let i = 0; i < 3; i++) await attempt(DEMO.email, 'wrong');
      expect((await attempt(DEMO.email, DEMO.password)).json()).toEqual(delayed(2));
      ctx.clock.advance(2000);
      expect((await attempt(DEMO.email, DEMO.password)).statusCode).toBe(200);
      expect((await attempt(DEMO.email, 'wrong')).statusCode).toBe(401);
    });

    it('checks one of 25 parallel guesses; the others wait their turn', async () => {
      // Past its free failures, so the checked guess sets a wait: a guess that came after it
      // is then delayed as well, however late it reached the database (with failures still
      // free it would rightly be checked, and the count would depend on the machine's speed).
      const email = 'raced@example.nl';
      for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
      const answers = await Promise.all(Array.from({ length: 25 }, () => attempt(email, 'guess')));
      expect(answers.map((answer) => answer.json().code)).toEqual(Array(25).fill('login_delayed'));
      // One of them was checked: the third failure set 2 s, so the next one, when its turn
      // comes, is the fourth and waits 4 s (after 25 checks it would be the maximum).
      ctx.clock.advance(10_000);
      expect((await attempt(email, 'guess')).json()).toEqual(delayed(4));
    });

    it('does not let a stranger lock the owner out of a browser where the owner logged in', async () => {
      const owner = await attempt(DEMO.email, DEMO.password, '198.51.100.7');
      const device = owner.cookies.find((cookie) => cookie.name === 'dev')!;
      for (let i = 0; i < 10; i++) await attempt(DEMO.email, 'wrong', `203.0.113.${i + 1}`);
      expect((await attempt(DEMO.email, DEMO.password, '203.0.113.66')).json().code).toBe(
        'too_many_attempts',
      );
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/user.php',
        payload: { email: DEMO.email, password: DEMO.password },
        remoteAddress: '198.51.100.7',
        headers: { cookie: `dev=${device.value}` },
      });
      expect(again.statusCode).toBe(200);
    });
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
