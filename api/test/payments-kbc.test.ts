import { activeMember, type TestContext } from './helper';
import {
  choose,
  countRows,
  createPayment,
  packageOf,
  paymentsApp,
  signedUpLongAgo,
  userRow,
  settledPayment,
} from './payments-kit';

/*
 * The KBC/CBC Payment Button (Mollie's `kbc`, Belgium): the one method whose bank is chosen
 * on our checkout. With the built-in test provider, which lists the banks KBC and CBC.
 */
describe('payments: KBC/CBC with its bank chosen here', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  async function member(country: string) {
    const created = await activeMember(ctx.app, { country });
    await signedUpLongAgo(ctx.app, created.userId, ctx.clock.now);
    return created;
  }

  async function providerRows() {
    const row = await ctx.app.db
      .selectFrom('test_provider_payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('offers a Belgian member KBC/CBC with its two banks, and a Dutch member not at all', async () => {
    const belgian = await member('BE');
    const offer = (await get('/api/credits.php', belgian.cookie)).json();
    expect(offer.methods.slice(0, 2)).toEqual([
      { id: 'bancontact', issuers: [] },
      {
        id: 'kbc',
        issuers: [
          { id: 'kbc', name: 'KBC' },
          { id: 'cbc', name: 'CBC' },
        ],
      },
    ]);
    const dutch = await member('NL');
    const dutchOffer = (await get('/api/credits.php', dutch.cookie)).json();
    expect(dutchOffer.methods.map((m: { id: string }) => m.id)).not.toContain('kbc');
    const refused = await createPayment(ctx.app, dutch.cookie, {
      package_id: (await packageOf(ctx.app, dutch.cookie)).id,
      method: 'kbc',
      issuer: 'kbc',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'method_unavailable']);
    expect(await countRows(ctx.app, 'payments', dutch.userId)).toBe(0);
  });

  it('takes the chosen bank to the provider, shows it on its page, and credits when paid', async () => {
    const belgian = await member('BE');
    const pkg = await packageOf(ctx.app, belgian.cookie);
    const response = await createPayment(ctx.app, belgian.cookie, {
      package_id: pkg.id,
      method: 'kbc',
      issuer: 'cbc',
    });
    expect(response.statusCode).toBe(200);
    const { payment, checkout_url } = response.json();
    // No mandate: KBC/CBC cannot pay again later.
    expect(payment).toMatchObject({ method: 'kbc', status: 'pending', sequence: 'oneoff' });
    const ours = await ctx.app.db
      .selectFrom('payments')
      .select(['issuer', 'provider_payment_id', 'mandate_id'])
      .where('id', '=', Number(payment.id))
      .executeTakeFirstOrThrow();
    expect(ours).toMatchObject({ issuer: 'cbc', mandate_id: null });
    const theirs = await ctx.app.db
      .selectFrom('test_provider_payments')
      .select(['method', 'issuer'])
      .where('id', '=', ours.provider_payment_id!)
      .executeTakeFirstOrThrow();
    expect(theirs).toEqual({ method: 'kbc', issuer: 'cbc' });

    const page = await (await fetch(checkout_url)).text();
    expect(page).toContain('<dt>Bank</dt><dd>CBC</dd>');
    expect(page).toContain('<dd>kbc</dd>');
    await choose(checkout_url, 'paid');
    expect(await settledPayment(ctx, belgian.cookie, payment.id)).toMatchObject({
      payment: { status: 'completed', method: 'kbc' },
      credits: pkg.credits,
    });
    expect(await countRows(ctx.app, 'payment_mandates', belgian.userId)).toBe(0);
  });

  it('takes KBC/CBC without a bank, as Mollie does (its page asks for it)', async () => {
    const belgian = await member('BE');
    const response = await createPayment(ctx.app, belgian.cookie, {
      package_id: (await packageOf(ctx.app, belgian.cookie)).id,
      method: 'kbc',
    });
    expect(response.statusCode).toBe(200);
    const page = await (await fetch(response.json().checkout_url)).text();
    expect(page).not.toContain('<dt>Bank</dt>');
  });

  it.each([
    ['kbc', 'belfius'],
    ['kbc', 'KBC'],
    ['bancontact', 'kbc'],
  ])('refuses %s with the bank "%s" and writes nothing', async (method, issuer) => {
    const belgian = await member('BE');
    const pkg = await packageOf(ctx.app, belgian.cookie);
    const before = { provider: await providerRows(), user: await userRow(ctx.app, belgian.userId) };
    const response = await createPayment(ctx.app, belgian.cookie, {
      package_id: pkg.id,
      method,
      issuer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'field_invalid' });
    expect(response.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'issuer' })]),
    );
    expect(await countRows(ctx.app, 'payments', belgian.userId)).toBe(0);
    expect(await countRows(ctx.app, 'payment_mandates', belgian.userId)).toBe(0);
    expect(await providerRows()).toBe(before.provider);
    expect(await userRow(ctx.app, belgian.userId)).toEqual(before.user);
  });
});
