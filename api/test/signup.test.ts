import { createTestApp, mailedToken, signup, type TestContext } from './helper';

const DAY = 86_400_000;

describe('/api/signup.php and /api/activate.php', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const post = (payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: 'new@example.nl',
        name: 'Nieuw',
        password: 'secret-password',
        date_of_birth: '1995-04-03',
        ...payload,
      },
    });

  it('creates a not_confirmed account with a disabled profile and logs it in', async () => {
    const response = await post({
      email: 'Anna@Example.nl',
      name: 'Anna',
      gender: 'female',
      tracking: { network: 'tt', sub1: 'x' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: 'anna@example.nl',
      status: 'not_confirmed',
      credits: 0,
      paid_user: false,
      language: 'nl',
      profile: {
        name: 'Anna',
        status: 'disabled',
        country: 'NL',
        gender: 'female',
        main_image: null,
      },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: String(response.headers['set-cookie']).split(';')[0] },
    });
    expect(me.json().user.email).toBe('anna@example.nl');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'invalid_email'],
    [{ email: 'same@example.nl', name: 'same@example.nl' }, 'name', 'name_equals_email'],
    [{ name: '@anna' }, 'name', 'name_starts_with_at'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'invalid_birth_date'],
    [{ date_of_birth: 'gisteren' }, 'date_of_birth', 'invalid_birth_date'],
    [{ date_of_birth: '2010-01-01' }, 'date_of_birth', 'too_young'],
    [{ password: 'short' }, 'password', 'password_too_short'],
  ])('rejects %j with %s: %s', async (payload, field, code) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code,
      messageKey: code,
      fields: [{ field, messageKey: code }],
    });
  });

  it('lists every bad field at once', async () => {
    const response = await post({ email: 'bad', date_of_birth: '', password: '1' });
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'email',
      'password',
      'date_of_birth',
    ]);
  });

  it('requires the fields of the form', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: { email: 'x@example.nl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'name', messageKey: 'field_required' },
        { field: 'date_of_birth', messageKey: 'field_required' },
      ]),
    );
  });

  it('says when an active account exists, and when it was deleted', async () => {
    await post({ email: 'exists@example.nl' });
    const again = await post({ email: 'exists@example.nl' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('account_exists');

    const member = await signup(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account-delete.php',
      headers: { cookie: member.cookie },
      payload: { password: 'secret-password', reasons: ['found_someone'] },
    });
    const deleted = await post({ email: member.email });
    expect(deleted.json().code).toBe('account_deleted');
  });

  it('activates by the mailed link once, then the link fails', async () => {
    const member = await signup(ctx.app);
    const token = await mailedToken(ctx.app, member.email);
    const activate = await ctx.app.inject({
      method: 'GET',
      url: `/api/activate.php?token=${token}`,
    });
    expect(activate.statusCode).toBe(302);
    expect(activate.headers.location).toBe('/activate/done');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(me.json().user).toMatchObject({ status: 'active', profile: { status: 'active' } });
    const reuse = await ctx.app.inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
    expect(reuse.headers.location).toBe('/activate/error');
  });

  it('refuses an expired or unknown activation link', async () => {
    const member = await signup(ctx.app);
    const token = await mailedToken(ctx.app, member.email);
    // The member comes back within the session's idle time, so the session lives on.
    ctx.clock.advance(4 * DAY);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    ctx.clock.advance(4 * DAY);
    const expired = await ctx.app.inject({
      method: 'GET',
      url: `/api/activate.php?token=${token}`,
    });
    expect(expired.headers.location).toBe('/activate/error');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/activate.php?token=nope' });
    expect(unknown.headers.location).toBe('/activate/error');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: member.cookie },
    });
    expect(me.json().user.status).toBe('not_confirmed');
    // A new link can be asked for while logged in.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/activate.php',
      headers: { cookie: member.cookie },
    });
    const fresh = await mailedToken(ctx.app, member.email);
    const ok = await ctx.app.inject({ method: 'GET', url: `/api/activate.php?token=${fresh}` });
    expect(ok.headers.location).toBe('/activate/done');
  });

  it('only signs up with a traffic source on a with_trafficsource domain', async () => {
    const headers = { host: 'herzlich.de' };
    const without = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers,
      payload: {
        email: 'de@example.de',
        name: 'Lena',
        password: 'secret-password',
        date_of_birth: '1990-01-01',
      },
    });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('signups_closed');
    const withSource = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers,
      payload: {
        email: 'de@example.de',
        name: 'Lena',
        password: 'secret-password',
        date_of_birth: '1990-01-01',
        tracking: { network: 'ads' },
      },
    });
    expect(withSource.statusCode).toBe(201);
    expect(withSource.json().user.language).toBe('de');
    expect(withSource.json().user.profile.country).toBe('DE');
  });
});
