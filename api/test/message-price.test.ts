import { activeMember, type TestContext } from './helper';
import { paymentsApp, signedUpLongAgo } from './payments-kit';

interface OfferBody {
  country: string;
  currency: string;
  message_credits: number;
  message_from_cents: number | null;
  packages: { credits: number; message_price_cents: number; message_amount_cents: number }[];
}

describe('what a message costs, per country (settings and the offer agree)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const settings = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/settings.php?host=liefdevol.nl' })).json<{
      message_credits: number;
      minimum_message_costs: Record<string, { costs: number; currency: string }>;
    }>();
  const offerOf = async (country: string, { discount = false } = {}) => {
    const member = await activeMember(ctx.app, { country });
    if (!discount) await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/credits.php',
      headers: { cookie: member.cookie },
    });
    return response.json<OfferBody>();
  };

  it.each([
    // 5 credits at 50 / 125 / 300 credits for 12.50 / 25 / 50 euros: 1.25, 1.00 and 0.83.
    ['NL', 'EUR', [125, 100, 83], 0.83],
    ['BE', 'EUR', [125, 100, 83], 0.83],
    ['DE', 'EUR', [125, 100, 83], 0.83],
    ['GB', 'GBP', [110, 88, 73], 0.73],
    ['US', 'USD', [140, 112, 92], 0.92],
    ['CH', 'CHF', [130, 104, 87], 0.87],
    ['PL', 'PLN', [550, 440, 367], 3.67],
  ])(
    '%s: a message costs 5 credits, from the lowest package price, which is the minimum',
    async (country, currency, perPackage, minimum) => {
      const offer = await offerOf(country);
      expect(offer).toMatchObject({ country, currency, message_credits: 5 });
      expect(offer.packages.map((p) => p.message_price_cents)).toEqual(perPackage);
      expect(offer.packages.map((p) => p.message_amount_cents)).toEqual(perPackage);
      expect(offer.message_from_cents).toBe(Math.round(minimum * 100));

      const { minimum_message_costs } = await settings();
      expect(minimum_message_costs[country]).toEqual({ costs: minimum, currency });
      // No package prices a message below the minimum the site states.
      for (const pkg of offer.packages) {
        expect(pkg.message_price_cents).toBeGreaterThanOrEqual(minimum * 100);
      }
    },
  );

  it('shows a discount on the price per message, and the list price beside it', async () => {
    const offer = await offerOf('NL', { discount: true });
    expect(offer.packages.map((p) => p.message_price_cents)).toEqual([125, 100, 83]);
    // 25% off: 9.38 / 18.75 / 37.50 euros for 50 / 125 / 300 credits.
    expect(offer.packages.map((p) => p.message_amount_cents)).toEqual([94, 75, 63]);
    expect(offer.message_from_cents).toBe(83);
  });

  it('follows the packages: a cheaper package lowers the stated minimum, never the reverse', async () => {
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('credit_packages')
      .values({
        country: 'PL',
        currency: 'PLN',
        credits: 1000,
        price_cents: 60000,
        popular: 0,
        position: 9,
        active: 1,
        created_at: now,
      })
      .execute();
    try {
      ctx.app.site.clearCache();
      const offer = await offerOf('PL');
      expect(offer.packages.map((p) => p.message_price_cents)).toEqual([550, 440, 367, 300]);
      expect(offer.message_from_cents).toBe(300);
      expect((await settings()).minimum_message_costs.PL).toEqual({ costs: 3, currency: 'PLN' });
    } finally {
      await ctx.app.db.deleteFrom('credit_packages').where('credits', '=', 1000).execute();
      ctx.app.site.clearCache();
    }
  });

  it('prices a message with the domain’s own credits per message', async () => {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select(['id', 'data'])
      .where('domain', '=', 'liefdevol.nl')
      .executeTakeFirstOrThrow();
    const data = JSON.parse(row.data) as Record<string, unknown>;
    await ctx.app.db
      .updateTable('site_settings')
      .set({ data: JSON.stringify({ ...data, message_credits: 6 }) })
      .where('id', '=', row.id)
      .execute();
    try {
      ctx.app.site.clearCache();
      const offer = await offerOf('NL');
      expect(offer.message_credits).toBe(6);
      expect(offer.packages.map((p) => p.message_price_cents)).toEqual([150, 120, 100]);
      expect((await settings()).minimum_message_costs.NL).toEqual({ costs: 1, currency: 'EUR' });
    } finally {
      await ctx.app.db
        .updateTable('site_settings')
        .set({ data: row.data })
        .where('id', '=', row.id)
        .execute();
      ctx.app.site.clearCache();
    }
  });
});
