import { hashToken } from '../src/lib/tokens';
import { SESSION_IDLE_TTL, SESSION_TTL } from '../src/modules/accounts/accounts.service';
import { SESSION_TOUCH_INTERVAL } from '../src/modules/accounts/account-base';
import { SESSION_CACHE_MS } from '../src/modules/accounts/session.repository';
import { createTestApp, login, mailedToken, signup, type TestContext } from './helper';

// Live sessions are cached for SESSION_CACHE_MS per instance (decision 0108). Every test first
// uses the session, so that it is in the cache, and then ends it.
describe('session cache', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());
  afterEach(() => jest.restoreAllMocks());

  /** Whether the session probe finds the session's user (a visitor gets `user: null`). */
  const loggedIn = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json()
      .user !== null;

  it('ends a cached session at once on logout', async () => {
    const cookie = await login(ctx.app);
    expect(await loggedIn(cookie)).toBe(true);
    await ctx.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie } });
    expect(await loggedIn(cookie)).toBe(false);
  });

  it('ends every cached session of the member at once on a password reset', async () => {
    const member = await signup(ctx.app);
    const other = await login(ctx.app, member.email, 'secret-password');
    expect(await loggedIn(member.cookie)).toBe(true);
    expect(await loggedIn(other)).toBe(true);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password.php',
      payload: { email: member.email },
    });
    const token = await mailedToken(ctx.app, member.email);
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/reset-password.php',
      payload: { token, password: 'new-password-1', password_repeat: 'new-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await loggedIn(member.cookie)).toBe(false);
    expect(await loggedIn(other)).toBe(false);
  });

  it('ends every cached session of the member at once when the account is deleted', async () => {
    const member = await signup(ctx.app);
    const other = await login(ctx.app, member.email, 'secret-password');
    expect(await loggedIn(other)).toBe(true);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'secret-password', reasons: [] },
      headers: { cookie: member.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await loggedIn(other)).toBe(false);
  });

  it('refuses a cached session once it has expired', async () => {
    const cookie = await login(ctx.app);
    expect(await loggedIn(cookie)).toBe(true);
    ctx.clock.advance(SESSION_TTL + 1000);
    expect(await loggedIn(cookie)).toBe(false);
  });

  const idHashOf = (cookie: string) => hashToken(decodeURIComponent(cookie.slice('sid='.length)));
  const lastSeen = async (cookie: string) =>
    (
      await ctx.app.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('id_hash', '=', idHashOf(cookie))
        .executeTakeFirst()
    )?.last_seen_at;

  it('marks a cached session as used once its last use is an hour old', async () => {
    const cookie = await login(ctx.app);
    expect(await loggedIn(cookie)).toBe(true);
    const before = await lastSeen(cookie);
    ctx.clock.advance(SESSION_TOUCH_INTERVAL - 1000);
    expect(await loggedIn(cookie)).toBe(true);
    expect(await lastSeen(cookie)).toBe(before);
    ctx.clock.advance(2000);
    expect(await loggedIn(cookie)).toBe(true);
    expect(Date.parse((await lastSeen(cookie))!)).toBe(ctx.clock.now.getTime());
  });

  it('ends a cached session left idle too long', async () => {
    const cookie = await login(ctx.app);
    expect(await loggedIn(cookie)).toBe(true);
    ctx.clock.advance(SESSION_IDLE_TTL + 1000);
    expect(await loggedIn(cookie)).toBe(false);
    expect(await lastSeen(cookie)).toBeUndefined();
  });

  it('trusts a session ended elsewhere for at most SESSION_CACHE_MS', async () => {
    const cookie = await login(ctx.app);
    expect(await loggedIn(cookie)).toBe(true);
    // Another instance behind the load balancer ends it: only the shared database knows.
    const idHash = idHashOf(cookie);
    const gone = await ctx.app.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    expect(Number(gone[0]!.numDeletedRows)).toBe(1);
    expect(await loggedIn(cookie)).toBe(true);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE_MS + 1);
    expect(await loggedIn(cookie)).toBe(false);
  });
});
