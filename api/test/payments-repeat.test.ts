import { activeMember, creditsOf, type TestContext } from './helper';
import { CONSENT, choose, createPayment, newKey, packageOf, paymentsApp } from './payments-kit';

describe('/api/repeat-order.php (buying a package again)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const get = (cookie: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/repeat-order.php', headers: { cookie } });
  const post = (cookie: string, payment_id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/repeat-order.php',
      headers: { cookie },
      payload: { payment_id, idempotency_key: newKey(), ...CONSENT },
    });

  async function bought(cookie: string, method: string, position = 0) {
    const pkg = await packageOf(ctx.app, cookie, position);
    const body = (await createPayment(ctx.app, cookie, { package_id: pkg.id, method })).json();
    await choose(body.checkout_url, 'paid');
    await ctx.app.jobs.drain();
    return { pkg, id: body.payment.id as string };
  }

  it('lists each package bought once, one click where a card mandate is stored', async () => {
    const member = await activeMember(ctx.app);
    expect((await get(member.cookie)).json()).toEqual({ orders: [] });
    const first = await bought(member.cookie, 'ideal', 0);
    const card = await bought(member.cookie, 'creditcard', 1);
    const again = await bought(member.cookie, 'ideal', 0);
    const { orders } = (await get(member.cookie)).json();
    expect(orders).toEqual([
      expect.objectContaining({
        payment_id: again.id,
        package_id: first.pkg.id,
        method: 'ideal',
        one_click: false,
        mandate_label: null,
        amount_cents: first.pkg.price_cents,
      }),
      expect.objectContaining({
        payment_id: card.id,
        package_id: card.pkg.id,
        method: 'creditcard',
        one_click: true,
        mandate_label: 'Visa •••• 4242',
      }),
    ]);
  });

  it('charges the mandate in one click, or opens a new checkout; never another’s payment', async () => {
    const member = await activeMember(ctx.app);
    const card = await bought(member.cookie, 'creditcard', 1);
    const ideal = await bought(member.cookie, 'ideal', 0);
    const credits = await creditsOf(ctx.app, member.userId);

    const oneClick = await post(member.cookie, card.id);
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({
      payment: { status: 'pending', sequence: 'recurring', method: 'creditcard' },
      checkout_url: null,
    });
    ctx.clock.advance(2000);
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(credits + card.pkg.credits);

    const checkout = (await post(member.cookie, ideal.id)).json();
    expect(checkout).toMatchObject({
      payment: { status: 'pending', sequence: 'oneoff', method: 'ideal', discount_code: null },
      checkout_url: expect.stringContaining('/test-provider/checkout/'),
    });

    const stranger = await activeMember(ctx.app);
    const refused = await post(stranger.cookie, card.id);
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'not_found']);
  });
});
