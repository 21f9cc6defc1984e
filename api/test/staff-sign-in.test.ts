import { StaffRepository } from '../src/modules/staff/staff.repository';
import { createTestApp, login, type TestContext } from './helper';
import { StaffBrowser, listenBoth, staffAccount } from './staff-kit';

describe('the staff console: its own listener, two-step sign-in, sessions and roles', () => {
  let ctx: TestContext;
  let member: string;
  let staff: string;
  beforeAll(async () => {
    ctx = await createTestApp({
      beforeReady: (app) => {
        // A route only finance may call, to try the role check on.
        app.get(
          '/staff-api/test-finance',
          { config: { access: { staff: ['finance'] } } },
          async () => ({ ok: true }),
        );
      },
    });
    ({ member, staff } = await listenBoth(ctx.app));
  });
  afterAll(() => ctx.close());

  it('serves the staff API on the staff listener only, and the member API on the member one only', async () => {
    const onMember = await fetch(`${member}/staff-api/me`);
    expect(onMember.status).toBe(404);
    const onStaff = await fetch(`${staff}/staff-api/me`);
    expect(onStaff.status).toBe(401);
    expect(((await onStaff.json()) as { code: string }).code).toBe('staff_authentication_required');
    expect((await fetch(`${staff}/api/settings.php`)).status).toBe(404);
    expect((await fetch(`${member}/api/settings.php`)).status).toBe(200);
    const unknown = await fetch(`${staff}/staff-api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
  });

  it('signs in with a password and a TOTP code, into a strict, HttpOnly session cookie', async () => {
    const account = await staffAccount(ctx, ['moderator', 'support'], 'Mia');
    const browser = new StaffBrowser(staff);
    const signedIn = await browser.signIn(account);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({
      id: String(account.id),
      email: account.email,
      name: 'Mia',
      roles: ['moderator', 'support'],
    });
    expect(signedIn.setCookie).toMatch(
      /^staff_sid=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    const me = await browser.call('GET', '/staff-api/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email);

    const out = await browser.call('POST', '/staff-api/logout');
    expect(out.status).toBe(204);
    expect(browser.cookie).toBe('');
    const after = await new StaffBrowser(staff).call('GET', '/staff-api/me', undefined, {
      cookie: signedIn.setCookie!.split(';')[0]!,
    });
    expect(after.status).toBe(401);

    const audit = await new StaffRepository(ctx.app.db).auditOf('staff', String(account.id));
    expect(audit.map((row) => [row.action, row.actor, row.ip])).toEqual([
      ['staff.account_created', 'command line (test)', null],
      ['staff.signed_in', account.email, '127.0.0.1'],
      ['staff.signed_out', account.email, '127.0.0.1'],
    ]);
  });

  it('says the same for a wrong password, an unknown address, a wrong code and a disabled account', async () => {
    const account = await staffAccount(ctx, ['moderator']);
    const browser = new StaffBrowser(staff);
    const wrong = await browser.call('POST', '/staff-api/login/password', {
      email: account.email,
      password: 'not-the-password',
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'staff_login_failed']);
    const unknown = await browser.call('POST', '/staff-api/login/password', {
      email: 'nobody@liefdevol.nl',
      password: account.password,
    });
    expect([unknown.status, unknown.body.code]).toEqual([401, 'staff_login_failed']);
    const wrongCode = await browser.signIn(
      account,
      account.code() === '000000' ? '111111' : '000000',
    );
    expect([wrongCode.status, wrongCode.body.code]).toEqual([401, 'staff_login_failed']);
    expect(browser.cookie).toBe('');

    await ctx.app.staff.disable(account.email, { staffId: null, name: 'command line (test)' });
    const disabled = await browser.signIn(account);
    expect([disabled.status, disabled.body.code]).toEqual([401, 'staff_login_failed']);
  });

  it('accepts a code once, and the password step only for five minutes', async () => {
    const account = await staffAccount(ctx, ['moderator']);
    const first = new StaffBrowser(staff);
    expect((await first.signIn(account)).status).toBe(200);
    const replay = await new StaffBrowser(staff).signIn(account);
    expect([replay.status, replay.body.code]).toEqual([401, 'staff_login_failed']);

    const browser = new StaffBrowser(staff);
    const password = await browser.call('POST', '/staff-api/login/password', {
      email: account.email,
      password: account.password,
    });
    ctx.clock.advance(5 * 60_000 + 1);
    const late = await browser.call('POST', '/staff-api/login/code', {
      codeToken: password.body.codeToken,
      code: account.code(),
    });
    expect([late.status, late.body.code]).toEqual([401, 'staff_login_expired']);
  });

  it('refuses a state change without the console as its Origin', async () => {
    const account = await staffAccount(ctx, ['moderator']);
    const body = { email: account.email, password: account.password };
    const none = await new StaffBrowser(staff).call('POST', '/staff-api/login/password', body, {
      origin: '',
    });
    expect([none.status, none.body.code]).toEqual([403, 'cross_site_request']);
    const elsewhere = await new StaffBrowser(staff).call(
      'POST',
      '/staff-api/login/password',
      body,
      {
        origin: member,
      },
    );
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'cross_site_request']);
  });

  it('keeps member and staff sessions apart, whatever cookie a browser sends where', async () => {
    ctx.clock.advance(60_000);
    const account = await staffAccount(ctx, ['moderator']);
    const browser = new StaffBrowser(staff);
    await browser.signIn(account);
    const memberCookie = await login(ctx.app);
    // A member's cookie on the staff listener is nobody.
    const asMember = await new StaffBrowser(staff).call('GET', '/staff-api/me', undefined, {
      cookie: memberCookie,
    });
    expect(asMember.status).toBe(401);
    // A staff cookie on the member listener is nobody either.
    const user = await fetch(`${member}/api/user.php`, { headers: { cookie: browser.cookie } });
    expect(((await user.json()) as { user?: unknown }).user ?? null).toBeNull();
  });

  it('ends a session after 30 minutes idle and 12 hours in all', async () => {
    ctx.clock.advance(60_000);
    const account = await staffAccount(ctx, ['moderator']);
    const browser = new StaffBrowser(staff);
    await browser.signIn(account);
    ctx.clock.advance(29 * 60_000);
    expect((await browser.call('GET', '/staff-api/me')).status).toBe(200);
    ctx.clock.advance(31 * 60_000);
    expect((await browser.call('GET', '/staff-api/me')).body.code).toBe(
      'staff_authentication_required',
    );

    const busy = new StaffBrowser(staff);
    ctx.clock.advance(60_000);
    await busy.signIn(account);
    for (let hour = 0; hour < 12 * 3; hour += 1) {
      ctx.clock.advance(20 * 60_000);
      expect((await busy.call('GET', '/staff-api/me')).status).toBe(200);
    }
    ctx.clock.advance(20 * 60_000);
    expect((await busy.call('GET', '/staff-api/me')).status).toBe(401);
  });

  it('lets only the roles a route names through, as the account holds them now', async () => {
    ctx.clock.advance(60_000);
    const account = await staffAccount(ctx, ['support']);
    const browser = new StaffBrowser(staff);
    await browser.signIn(account);
    const refused = await browser.call('GET', '/staff-api/test-finance');
    expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
    const commandLine = { staffId: null, name: 'command line (test)' };
    await ctx.app.staff.setRoles(account.email, ['support', 'finance'], commandLine);
    expect((await browser.call('GET', '/staff-api/test-finance')).status).toBe(200);
    await ctx.app.staff.disable(account.email, commandLine);
    expect((await browser.call('GET', '/staff-api/test-finance')).status).toBe(401);
  });

  it('locks an account after repeated failures, without saying which factor', async () => {
    ctx.clock.advance(60_000);
    const account = await staffAccount(ctx, ['moderator']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await new StaffBrowser(staff).call('POST', '/staff-api/login/password', {
        email: account.email,
        password: 'wrong-password',
      });
      statuses.push(answer.status);
    }
    // Two failures go free, then each waits longer (the member logins' guard).
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
