import { activeMember, type TestContext } from './helper';
import { paymentsApp, signedUpLongAgo } from './payments-kit';

const HOUR = 3_600_000;

describe('GET /api/credits.php (the offer)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const offer = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/credits.php',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const prices = (body: { packages: { price_cents: number; amount_cents: number }[] }) =>
    body.packages.map((p) => [p.price_cents, p.amount_cents]);

  it('gives a visitor the site country’s packages without a discount', async () => {
    const response = await offer();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ country: 'NL', currency: 'EUR', discount: null });
    expect(prices(body)).toEqual([
      [1250, 1250],
      [2500, 2500],
      [5000, 5000],
    ]);
    expect(body.packages.map((p: { popular: boolean }) => p.popular)).toEqual([false, true, false]);
    expect(body.methods).toEqual(
      ['ideal', 'creditcard', 'paypal', 'applepay', 'banktransfer', 'directdebit'].map((id) => ({
        id,
        issuers: [],
      })),
    );
  });

  it('gives a new Dutch member TIMEBONUS25, then the welcome code, then nothing', async () => {
    const member = await activeMember(ctx.app);
    const bonus = (await offer(member.cookie)).json();
    expect(bonus.discount).toEqual({
      code: 'TIMEBONUS25',
      percentage: 25,
      expires: new Date(ctx.clock.now.getTime() + 4 * HOUR).toISOString(),
    });
    expect(prices(bonus)).toEqual([
      [1250, 938],
      [2500, 1875],
      [5000, 3750],
    ]);
    expect(
      bonus.packages.every((p: { discount_percentage: number }) => p.discount_percentage === 25),
    ).toBe(true);
    await ctx.app.db
      .updateTable('users')
      .set({ signup_date: new Date(ctx.clock.now.getTime() - 5 * HOUR).toISOString() })
      .where('id', '=', member.userId)
      .execute();
    const welcome = (await offer(member.cookie)).json();
    expect(welcome.discount).toMatchObject({ code: 'WELCOME25', percentage: 25 });
    await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    const none = (await offer(member.cookie)).json();
    expect(none.discount).toBeNull();
    expect(prices(none)).toEqual([
      [1250, 1250],
      [2500, 2500],
      [5000, 5000],
    ]);
  });

  it('gives a paid member no discount', async () => {
    const member = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ paid_user: 1 })
      .where('id', '=', member.userId)
      .execute();
    const body = (await offer(member.cookie)).json();
    expect(body.discount).toBeNull();
    expect(
      body.packages.every((p: { discount_percentage: number }) => p.discount_percentage === 0),
    ).toBe(true);
  });

  it('prices a British member in pounds with the methods of the pound', async () => {
    const member = await activeMember(ctx.app, { country: 'GB' });
    const body = (await offer(member.cookie)).json();
    expect(body).toMatchObject({ country: 'GB', currency: 'GBP' });
    expect(prices(body)).toEqual([
      [1100, 825],
      [2200, 1650],
      [4400, 3300],
    ]);
    expect(body.methods.map((m: { id: string }) => m.id)).toEqual([
      'creditcard',
      'paypal',
      'applepay',
      'banktransfer',
    ]);
  });

  it('gives Belgium the packages without a country, Bancontact and KBC/CBC', async () => {
    const member = await activeMember(ctx.app, { country: 'BE' });
    await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    const body = (await offer(member.cookie)).json();
    expect(body).toMatchObject({ country: 'BE', currency: 'EUR' });
    expect(body.packages.map((p: { price_cents: number }) => p.price_cents)).toEqual([
      1250, 2500, 5000,
    ]);
    expect(body.methods.map((m: { id: string }) => m.id)).toEqual([
      'bancontact',
      'kbc',
      'creditcard',
      'paypal',
      'applepay',
      'banktransfer',
    ]);
  });
});
