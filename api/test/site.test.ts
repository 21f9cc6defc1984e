import { createTestApp, login, signup, type TestContext } from './helper';

const HOUR = 3_600_000;

describe('site data, geocode, page-hidden and discount codes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers settings per host with a fallback to the Dutch default domain', async () => {
    const nl = (await get('/api/settings.php?host=unknown.example')).json();
    expect(nl).toMatchObject({
      domain: 'liefdevol.nl',
      domain_language: 'nl',
      logged_out_search: true,
      signups: 'all',
    });
    expect(nl.minimum_message_costs.NL).toEqual({ costs: 0.83, currency: 'EUR' });
    const de = (await get('/api/settings.php?host=www.herzlich.de')).json();
    expect(de).toMatchObject({
      domain: 'herzlich.de',
      domain_language: 'de',
      logged_out_search: false,
    });
    expect((await get('/api/settings.php', { host: 'liefdevol.be:8080' })).json().domain).toBe(
      'liefdevol.be',
    );
  });

  it('keeps only the configured domains in its cache: an unknown host adds nothing', async () => {
    ctx.app.site.clearCache();
    const reads = jest.spyOn(ctx.app.site.repo, 'allSettings');
    try {
      const hosts = Array.from({ length: 300 }, (_, i) => `made-up-${i}.example:${1000 + i}`);
      for (const host of hosts) {
        expect((await get('/api/settings.php', { host })).json().domain).toBe('liefdevol.nl');
      }
      expect((await ctx.app.site.settingsFor('WWW.Herzlich.DE')).domain).toBe('herzlich.de');
      // One read of the configured domains served all of them; no host got an entry.
      expect(reads).toHaveBeenCalledTimes(1);
      expect((await ctx.app.site.domains()).sort()).toEqual([
        'herzlich.de',
        'liefdevol.be',
        'liefdevol.nl',
      ]);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers company info, regions and interests', async () => {
    expect((await get('/api/companyinfo.php')).json().companyinfo).toMatchObject({
      name: expect.any(String),
      kvk: expect.any(String),
      tradenames: expect.any(Array),
    });
    const regions = (await get('/api/regions.php')).json().regions;
    expect(new Set(regions.map((r: { country: string }) => r.country)).size).toBe(19);
    expect((await get('/api/regions.php?country=nl')).json().regions).toHaveLength(12);
    const interests = (await get('/api/interests.php')).json().interests;
    expect(interests.length).toBeGreaterThanOrEqual(50);
  });

  it('geocodes a point to the nearest known city and region', async () => {
    const body = (await get('/api/geocode.php?lat=52.1&lon=5.1')).json();
    expect(body).toMatchObject({
      city: 'Utrecht',
      region: 'Utrecht',
      country: 'NL',
      region_id: expect.any(String),
    });
    expect((await get('/api/geocode.php?lat=100&lon=5')).statusCode).toBe(400);
  });

  it('accepts the page-hidden beacon from visitors and members', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/page-hidden.php', payload: {} })).json(),
    ).toEqual({ ok: true });
    const cookie = await login(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/page-hidden.php',
          headers: { cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives TIMEBONUS25 in the first 4 hours after signup, then the welcome code', async () => {
    const member = await signup(ctx.app);
    const bonus = (
      await get('/api/discountcode.php?welcome=true', { cookie: member.cookie })
    ).json().discountcode;
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      percentage: 25,
      expired: false,
      validity: 4 * 3600,
    });
    ctx.clock.advance(4 * HOUR + 1000);
    const welcome = (
      await get('/api/discountcode.php?welcome=true', { cookie: member.cookie })
    ).json().discountcode;
    expect(welcome).toMatchObject({ code: 'WELCOME25', value_percentage: 25 });
    const late = await get('/api/discountcode.php?code=TIMEBONUS25', { cookie: member.cookie });
    expect(late.json().code).toBe('code_invalid');
    // Past the welcome week the member has no welcome discount: "none", without an error.
    ctx.clock.advance(7 * 24 * HOUR);
    const none = await get('/api/discountcode.php?welcome=true', { cookie: member.cookie });
    expect([none.statusCode, none.json()]).toEqual([200, { discountcode: null }]);
    // A typed code that does not exist is still refused.
    expect(
      (await get('/api/discountcode.php?code=NOPE', { cookie: member.cookie })).statusCode,
    ).toBe(404);
  });

  it('looks codes up: not found, invalid (expired or other country)', async () => {
    const cookie = await login(ctx.app);
    expect((await get('/api/discountcode.php?code=NOPE', { cookie })).json()).toEqual({
      statusCode: 404,
      code: 'code_not_found',
      messageKey: 'code_not_found',
    });
    expect((await get('/api/discountcode.php?code=winter2024', { cookie })).json().code).toBe(
      'code_invalid',
    );
    const de = await signup(ctx.app, { country: 'DE' });
    expect(
      (await get('/api/discountcode.php?code=ZOMER10', { cookie: de.cookie })).json().code,
    ).toBe('code_invalid');
    expect(
      (await get('/api/discountcode.php?code=ZOMER10', { cookie })).json().discountcode,
    ).toMatchObject({ code: 'ZOMER10', minimum: 20, paymentmethods: ['ideal', 'bancontact'] });
    expect((await get('/api/discountcode.php?code=ZOMER10')).statusCode).toBe(403);
  });

  it('treats a personal code of another member as unknown', async () => {
    const owner = await signup(ctx.app);
    await ctx.app.db
      .insertInto('discount_codes')
      .values({
        code: 'PERSONAL50',
        country: null,
        user_id: Number(owner.user.id),
        expires_at: null,
        value_percentage: 50,
        currency: 'EUR',
        minimum_order_value: 0,
        status: 'active',
        once_per_user: 1,
        paymentmethods: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(
      (await get('/api/discountcode.php?code=PERSONAL50', { cookie: owner.cookie })).json()
        .discountcode,
    ).toMatchObject({ code: 'PERSONAL50', user_id: owner.user.id });
    const other = await login(ctx.app);
    expect(
      (await get('/api/discountcode.php?code=PERSONAL50', { cookie: other })).json().code,
    ).toBe('code_not_found');
  });

  it('says when a code was used already', async () => {
    const cookie = await login(ctx.app);
    const code = await ctx.app.db
      .selectFrom('discount_codes')
      .select('id')
      .where('code', '=', 'ZOMER10')
      .executeTakeFirstOrThrow();
    const user = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.nl')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .insertInto('discount_code_uses')
      .values({
        discount_code_id: code.id,
        user_id: user.id,
        payment_id: null,
        used_at: new Date().toISOString(),
      })
      .execute();
    expect((await get('/api/discountcode.php?code=ZOMER10', { cookie })).json().code).toBe(
      'code_used',
    );
  });

  it('offers a member about to leave one personal code of the company delete_discount', async () => {
    const leaving = await signup(ctx.app);
    const claim = (cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/retention-discount.php',
        headers: cookie ? { cookie } : {},
      });
    expect((await claim()).statusCode).toBe(403);

    const first = await claim(leaving.cookie);
    expect(first.statusCode).toBe(200);
    const code = first.json().discountcode;
    expect(code).toMatchObject({
      value_percentage: 50,
      user_id: leaving.user.id,
      expired: false,
      validity: 14 * 24 * 3600,
    });
    // Asking again, also at once, gives the same code with the same end.
    const again = await Promise.all([claim(leaving.cookie), claim(leaving.cookie)]);
    for (const answer of again) expect(answer.json().discountcode).toEqual(code);
    // It is personal: another member cannot use it.
    const other = await login(ctx.app);
    expect(
      (await get(`/api/discountcode.php?code=${code.code}`, { cookie: other })).json().code,
    ).toBe('code_not_found');
  });

  it('has no code to offer where the company offers no discount', async () => {
    await ctx.app.db.updateTable('company_info').set({ delete_discount: 0 }).execute();
    const member = await signup(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/retention-discount.php',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('code_not_found');
    await ctx.app.db.updateTable('company_info').set({ delete_discount: 50 }).execute();
  });
});
