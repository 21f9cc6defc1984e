import { hashToken } from '../src/lib/tokens';
import { SESSION_TTL } from '../src/modules/accounts/accounts.service';
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

  const me = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });

  it('ends a cached session at once on logout', async () => {
    const cookie = await login(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: '/api/logout.php', headers: { cookie } });
    expect((await me(cookie)).statusCode).toBe(403);
  });

  it('ends every cached session of the member at once on a password reset', async () => {
    const member = await signup(ctx.app);
    const other = await login(ctx.app, member.email, 'secret-password');
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
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
    expect((await me(member.cookie)).statusCode).toBe(403);
    expect((await me(other)).statusCode).toBe(403);
  });

  it('ends every cached session of the member at once when the account is deleted', async () => {
    const member = await signup(ctx.app);
    const other = await login(ctx.app, member.email, 'secret-password');
    expect((await me(other)).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      payload: { password: 'secret-password', reasons: [] },
      headers: { cookie: member.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(403);
  });

  it('refuses a cached session once it has expired', async () => {
    const cookie = await login(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    ctx.clock.advance(SESSION_TTL + 1000);
    expect((await me(cookie)).statusCode).toBe(403);
  });

  it('trusts a session ended elsewhere for at most SESSION_CACHE_MS', async () => {
    const cookie = await login(ctx.app);
    expect((await me(cookie)).statusCode).toBe(200);
    // Another instance behind the load balancer ends it: only the shared database knows.
    const idHash = hashToken(decodeURIComponent(cookie.slice('sid='.length)));
    const gone = await ctx.app.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    expect(Number(gone[0]!.numDeletedRows)).toBe(1);
    expect((await me(cookie)).statusCode).toBe(200);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_CACHE_MS + 1);
    expect((await me(cookie)).statusCode).toBe(403);
  });
});
