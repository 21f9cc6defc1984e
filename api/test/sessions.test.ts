import { liveSessionId } from '../src/modules/live/live-hub';
import { createTestApp, login, signup, type TestContext } from './helper';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('/api/sessions.php: the member’s sessions, and signing them out', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 3 });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
    ctx.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}) });
  const loginWith = async (email: string, userAgent: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email, password: 'secret-password' },
      headers: { 'user-agent': userAgent },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    return `sid=${cookie.value}`;
  };

  it('lists the sessions by device, marks this one, and shows no token or hash', async () => {
    const member = await signup(ctx.app);
    const phone = await loginWith(member.email, PHONE);
    ctx.clock.advance(60_000);
    const laptop = await loginWith(member.email, LAPTOP);
    const response = await call('GET', '/api/sessions.php', laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(3);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Chrome', os: 'Android', mobile: true, current: false }),
    );
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari', os: 'macOS', mobile: false, current: true }),
    );
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const stored = await ctx.app.db.selectFrom('sessions').select('id_hash').execute();
    const text = response.body;
    for (const { id_hash } of stored) expect(text).not.toContain(id_hash);
    for (const cookie of [phone, laptop, member.cookie])
      expect(text).not.toContain(cookie.slice(4));
  });

  it('signs out one other session: that browser is logged out, this one is not', async () => {
    const member = await signup(ctx.app);
    const phone = await loginWith(member.email, PHONE);
    const { sessions } = (await call('GET', '/api/sessions.php', member.cookie)).json();
    const other = sessions.find((s: { browser: string | null }) => s.browser === 'Chrome');
    // The phone was just used: its session is in this instance's cache, which must drop it.
    expect((await call('GET', '/api/user.php', phone)).json().user).not.toBeNull();
    const ended = await call('DELETE', `/api/sessions.php?id=${other.id}`, member.cookie);
    expect(ended.json()).toEqual({ ok: true });
    expect((await call('GET', '/api/user.php', phone)).json().user).toBeNull();
    expect((await call('GET', '/api/user.php', member.cookie)).json().user).not.toBeNull();
    // The phone's live sockets close too, on whichever instance holds them.
    const controls = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'live.control')
      .execute();
    expect(controls.map((job) => JSON.parse(job.payload))).toContainEqual({
      userId: Number(member.user.id),
      control: { kind: 'session-ended', sessionId: liveSessionId(phone.slice('sid='.length)) },
    });
    const after = (await call('GET', '/api/sessions.php', member.cookie)).json().sessions;
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 404 for another member’s session and leaves it alive', async () => {
    const member = await signup(ctx.app);
    const stranger = await signup(ctx.app);
    const [theirs] = (await call('GET', '/api/sessions.php', stranger.cookie)).json().sessions;
    const refused = await call('DELETE', `/api/sessions.php?id=${theirs.id}`, member.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    expect((await call('GET', '/api/user.php', stranger.cookie)).json().user).not.toBeNull();
    expect((await call('DELETE', '/api/sessions.php?id=nope', member.cookie)).statusCode).toBe(404);
  });

  it('ending this browser’s own session logs it out and clears the cookie', async () => {
    const member = await signup(ctx.app);
    const [mine] = (await call('GET', '/api/sessions.php', member.cookie)).json().sessions;
    const ended = await call('DELETE', `/api/sessions.php?id=${mine.id}`, member.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await call('GET', '/api/user.php', member.cookie)).json().user).toBeNull();
  });

  it('signs out everywhere else', async () => {
    const member = await signup(ctx.app);
    const elsewhere = [
      await login(ctx.app, member.email, 'secret-password'),
      await loginWith(member.email, PHONE),
    ];
    const stranger = await signup(ctx.app);
    expect((await call('DELETE', '/api/other-sessions.php', member.cookie)).json()).toEqual({
      ok: true,
    });
    for (const cookie of elsewhere)
      expect((await call('GET', '/api/user.php', cookie)).json().user).toBeNull();
    expect((await call('GET', '/api/user.php', member.cookie)).json().user).not.toBeNull();
    expect((await call('GET', '/api/user.php', stranger.cookie)).json().user).not.toBeNull();
    expect((await call('GET', '/api/sessions.php', member.cookie)).json().sessions).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/sessions.php')).statusCode).toBe(403);
    expect((await call('DELETE', '/api/other-sessions.php')).statusCode).toBe(403);
  });

  it('forgets the push subscription of the member’s own browser only', async () => {
    const member = await signup(ctx.app);
    const stranger = await signup(ctx.app);
    const endpoint = 'https://push.example.net/send/abc123';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      payload: { subscription: { endpoint, keys: { p256dh: 'key', auth: 'secret' } } },
      headers: { cookie: member.cookie },
    });
    const remove = (cookie: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/push-subscription.php',
        payload: { endpoint },
        headers: { cookie },
      });
    const stored = () =>
      ctx.app.db
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', endpoint)
        .execute();
    expect((await remove(stranger.cookie)).statusCode).toBe(404);
    expect(await stored()).toEqual([{ user_id: Number(member.user.id) }]);
    expect((await remove(member.cookie)).json()).toEqual({ ok: true });
    expect(await stored()).toEqual([]);
  });
});
