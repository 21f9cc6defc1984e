import {
  createTestApp,
  login,
  mailedToken,
  sessionCookie,
  signup,
  type TestContext,
} from './helper';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('password reset, e-mail change, deletion and reactivation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('resets a password by the mailed link and ends the other sessions', async () => {
    const member = await signup(ctx.app);
    expect(
      (await inject('POST', '/api/reset-password.php', { email: member.email })).json(),
    ).toEqual({ ok: true });
    const token = await mailedToken(ctx.app, member.email);
    const mismatch = await inject('PUT', '/api/reset-password.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'other',
    });
    expect(mismatch.json()).toMatchObject({
      code: 'passwords_not_equal',
      fields: [{ field: 'password_repeat', messageKey: 'passwords_not_equal' }],
    });
    const done = await inject('PUT', '/api/reset-password.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.status).toBe('active');
    expect((await inject('GET', '/api/user.php', undefined, member.cookie)).json().user).toBeNull();
    expect(await login(ctx.app, member.email, 'new-password-1')).toMatch(/^sid=/);
    const reuse = await inject('PUT', '/api/reset-password.php', {
      token,
      password: 'new-password-2',
      password_repeat: 'new-password-2',
    });
    expect(reuse.json().code).toBe('link_expired');
  });

  it('says whether a reset link still works without using it: not once used, expired or unknown', async () => {
    const member = await signup(ctx.app);
    await inject('POST', '/api/reset-password.php', { email: member.email });
    const token = await mailedToken(ctx.app, member.email);
    const check = (t: string) => inject('GET', `/api/reset-password.php?token=${t}`);

    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ ok: true });
    // Asking twice used nothing: the link still sets a password.
    expect((await check(token)).statusCode).toBe(200);
    const done = await inject('PUT', '/api/reset-password.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
    expect(done.statusCode).toBe(200);

    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({
      statusCode: 400,
      code: 'link_expired',
      messageKey: 'link_expired',
    });
    expect((await check('no-such-token')).json().code).toBe('link_expired');

    await inject('POST', '/api/reset-password.php', { email: member.email });
    const later = await mailedToken(ctx.app, member.email);
    expect((await check(later)).statusCode).toBe(200);
    ctx.clock.advance(HOUR + 1000);
    expect((await check(later)).json().code).toBe('link_expired');
  });

  it('refuses a reset link after an hour', async () => {
    const member = await signup(ctx.app);
    await inject('POST', '/api/reset-password.php', { email: member.email });
    const token = await mailedToken(ctx.app, member.email);
    ctx.clock.advance(HOUR + 1000);
    const response = await inject('PUT', '/api/reset-password.php', {
      token,
      password: 'new-password-1',
      password_repeat: 'new-password-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'link_expired',
      messageKey: 'link_expired',
    });
  });

  /** The signed-up member's password from secret-password to new-password-1. */
  const changePassword = (cookie: string) =>
    inject(
      'PUT',
      '/api/password.php',
      {
        current_password: 'secret-password',
        password: 'new-password-1',
        password_repeat: 'new-password-1',
      },
      cookie,
    );

  it('answers the same for unknown addresses and limits reset mails to 3 a day', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await inject('POST', '/api/reset-password.php', { email: 'ghost@example.nl' })).statusCode,
      ).toBe(200);
    }
    const outbox = await inject('GET', '/api/outbox.php?to=ghost@example.nl');
    expect(outbox.json().mails).toEqual([]);
    const fourth = await inject('POST', '/api/reset-password.php', { email: 'ghost@example.nl' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('too_many_reset_mails');
    ctx.clock.advance(DAY + 1000);
    expect(
      (await inject('POST', '/api/reset-password.php', { email: 'ghost@example.nl' })).statusCode,
    ).toBe(200);
    expect(
      (await inject('POST', '/api/reset-password.php', { email: 'no-email' })).json().code,
    ).toBe('invalid_email');
  });

  it('refuses common and leaked passwords, whatever their case', async () => {
    const member = await signup(ctx.app);
    for (const password of ['password', '12345678', 'Iloveyou1', 'QWERTYUIOP']) {
      const answer = await inject(
        'PUT',
        '/api/password.php',
        { current_password: 'secret-password', password, password_repeat: password },
        member.cookie,
      );
      expect([password, answer.json().fields]).toEqual([
        password,
        [
          {
            field: 'password',
            messageKey: password.length < 8 ? 'password_too_short' : 'password_too_common',
          },
        ],
      ]);
    }
    const signupAnswer = await inject('POST', '/api/signup.php', {
      email: 'common@example.nl',
      name: 'Common',
      password: 'password1',
      date_of_birth: '1990-01-01',
    });
    expect(signupAnswer.json().code).toBe('password_too_common');
  });

  it('ends the other sessions when the password changes, keeps this one, and tells the owner', async () => {
    const member = await signup(ctx.app);
    const elsewhere = await login(ctx.app, member.email, 'secret-password');
    const changed = await changePassword(member.cookie);
    expect(changed.statusCode).toBe(200);
    expect(
      (await inject('GET', '/api/user.php', undefined, member.cookie)).json().user,
    ).not.toBeNull();
    expect((await inject('GET', '/api/user.php', undefined, elsewhere)).json().user).toBeNull();
    const [notice] = (await inject('GET', `/api/outbox.php?to=${member.email}`)).json().mails;
    expect(notice).toMatchObject({ kind: 'password_changed', to: member.email });
  });

  it('ends a session after 7 days without use, and keeps one in use', async () => {
    const idle = await signup(ctx.app);
    const used = await signup(ctx.app);
    for (let day = 0; day < 8; day++) {
      ctx.clock.advance(DAY);
      expect(
        (await inject('GET', '/api/user.php', undefined, used.cookie)).json().user,
      ).not.toBeNull();
    }
    expect((await inject('GET', '/api/user.php', undefined, idle.cookie)).json().user).toBeNull();
  });

  it('changes the password while logged in', async () => {
    const member = await signup(ctx.app);
    const wrong = await inject(
      'PUT',
      '/api/password.php',
      { current_password: 'nope', password: 'new-password-1', password_repeat: 'new-password-1' },
      member.cookie,
    );
    expect(wrong.json().code).toBe('wrong_password');
    const ok = await changePassword(member.cookie);
    expect(ok.json()).toEqual({ ok: true });
    expect(
      (
        await inject('PUT', '/api/password.php', {
          current_password: 'a',
          password: 'b',
          password_repeat: 'b',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('changes the e-mail address after confirmation at the new address', async () => {
    const member = await signup(ctx.app);
    const other = await signup(ctx.app);
    const taken = await inject(
      'POST',
      '/api/mail-change.php',
      { email: other.email, password: 'secret-password' },
      member.cookie,
    );
    expect(taken.json().code).toBe('email_taken');
    const invalid = await inject(
      'POST',
      '/api/mail-change.php',
      { email: 'nope', password: 'secret-password' },
      member.cookie,
    );
    expect(invalid.json().code).toBe('invalid_email');
    const badPassword = await inject(
      'POST',
      '/api/mail-change.php',
      { email: 'fresh@example.nl', password: 'x' },
      member.cookie,
    );
    expect(badPassword.json().code).toBe('wrong_password');
    expect(
      (
        await inject(
          'POST',
          '/api/mail-change.php',
          { email: 'fresh@example.nl', password: 'secret-password' },
          member.cookie,
        )
      ).json(),
    ).toEqual({ ok: true });
    const token = await mailedToken(ctx.app, 'fresh@example.nl');
    expect((await inject('PUT', '/api/mail-change.php', { token })).json()).toEqual({ ok: true });
    // The old address hears of it, in case the change was not the owner's.
    const [notice] = (await inject('GET', `/api/outbox.php?to=${member.email}`)).json().mails;
    expect(notice).toMatchObject({ kind: 'mail_changed', to: member.email });
    expect((await inject('GET', '/api/user.php', undefined, member.cookie)).json().user.email).toBe(
      'fresh@example.nl',
    );
    expect((await inject('PUT', '/api/mail-change.php', { token })).json().code).toBe(
      'link_expired',
    );
  });

  it('deletes an account and reactivates it by link within 14 days', async () => {
    const member = await signup(ctx.app);
    const wrong = await inject(
      'POST',
      '/api/account-delete.php',
      { password: 'x', reasons: [] },
      member.cookie,
    );
    expect(wrong.json().code).toBe('wrong_password');
    const deleted = await inject(
      'POST',
      '/api/account-delete.php',
      { password: 'secret-password', reasons: ['too_expensive'], comment: 'bye' },
      member.cookie,
    );
    expect(deleted.json()).toEqual({ ok: true });
    expect((await inject('GET', '/api/user.php', undefined, member.cookie)).json().user).toBeNull();
    const loginAfter = await inject('POST', '/api/user.php', {
      email: member.email,
      password: 'secret-password',
    });
    expect(loginAfter.json().code).toBe('login_failed');

    const token = await mailedToken(ctx.app, member.email);
    ctx.clock.advance(13 * DAY);
    const back = await inject('GET', `/api/reactivate.php?token=${token}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/?reactivated=1');
    const me = await inject('GET', '/api/user.php', undefined, sessionCookie(back));
    expect(me.json().user.status).toBe('not_confirmed');
  });

  it('refuses a reactivation link after 14 days, and can mail a new one', async () => {
    const member = await signup(ctx.app);
    await inject(
      'POST',
      '/api/account-delete.php',
      { password: 'secret-password', reasons: [] },
      member.cookie,
    );
    const token = await mailedToken(ctx.app, member.email);
    ctx.clock.advance(15 * DAY);
    const late = await inject('GET', `/api/reactivate.php?token=${token}`);
    expect(late.headers.location).toBe('/account-deleted?error=link_expired');
    expect((await inject('POST', '/api/reactivate.php', { email: member.email })).json()).toEqual({
      ok: true,
    });
    const fresh = await mailedToken(ctx.app, member.email);
    expect(fresh).not.toBe(token);
  });

  it('reads and writes notification preferences of the own account only', async () => {
    const member = await signup(ctx.app);
    const get = await inject('GET', '/api/notifications.php', undefined, member.cookie);
    expect(get.json().preferences).toMatchObject({ like: true, promotions: true });
    const put = await inject('PUT', '/api/notifications.php', { promotions: false }, member.cookie);
    expect(put.json().preferences).toMatchObject({ like: true, promotions: false });
    expect((await inject('GET', '/api/notifications.php')).statusCode).toBe(403);
  });
});
