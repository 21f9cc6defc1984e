import { activeMember, type TestContext } from './helper';
import {
  CONSENT,
  countRows,
  createPayment,
  newKey,
  packageOf,
  paymentsApp,
  signedUpLongAgo,
  whileProviderCannotCreate,
} from './payments-kit';

describe('POST /api/payment.php (checkout)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
    const now = new Date().toISOString();
    await ctx.app.db
      .insertInto('discount_codes')
      .values(
        [
          ['CARDONLY15', null, 15, 0, '["creditcard"]', null],
          ['OLD20', null, 20, 0, '[]', '2026-01-01T00:00:00.000Z'],
          ['GERMAN10', 'DE', 10, 0, '[]', null],
        ].map(([code, country, pct, min, methods, expires]) => ({
          code: code as string,
          country: country as string | null,
          user_id: null,
          expires_at: expires as string | null,
          value_percentage: pct as number,
          currency: 'EUR',
          minimum_order_value: min as number,
          status: 'active' as const,
          once_per_user: 1,
          paymentmethods: methods as string,
          created_at: now,
        })),
      )
      .execute();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  /** A member with no running discount (signed up a month ago). */
  async function plainMember(overrides: Record<string, unknown> = {}) {
    const member = await activeMember(ctx.app, overrides);
    await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    return member;
  }

  it('needs a member and both consents', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      payload: { package_id: '1', method: 'ideal', idempotency_key: newKey(), ...CONSENT },
    });
    expect(anonymous.statusCode).toBe(403);
    const member = await plainMember();
    const pkg = await packageOf(ctx.app, member.cookie);
    const noConsent = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'ideal',
      consent_immediate: false,
    });
    expect(noConsent.statusCode).toBe(400);
    expect(await countRows(ctx.app, 'payments', member.userId)).toBe(0);
  });

  it('prices by the server: a client amount is not even read', async () => {
    const member = await plainMember();
    const pkg = await packageOf(ctx.app, member.cookie, 2);
    const response = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'ideal',
      amount_cents: 1,
      credits: 100000,
    });
    expect(response.json().payment).toMatchObject({
      amount_cents: pkg.price_cents,
      credits: pkg.credits,
      discount_code: null,
      discount_percentage: 0,
    });
  });

  it('applies a typed code and refuses unknown, used and invalid codes, writing nothing', async () => {
    const member = await plainMember();
    const pkg = await packageOf(ctx.app, member.cookie, 1);
    const refused = async (code: string, method: string, status: number, error: string) => {
      const response = await createPayment(ctx.app, member.cookie, {
        package_id: pkg.id,
        method,
        discount_code: code,
      });
      expect([response.statusCode, response.json().code]).toEqual([status, error]);
    };
    await refused('NOPE', 'ideal', 404, 'code_not_found');
    await refused('OLD20', 'ideal', 422, 'code_invalid');
    await refused('GERMAN10', 'ideal', 422, 'code_invalid');
    await refused('CARDONLY15', 'ideal', 422, 'code_invalid');
    // ZOMER10 (NL) asks for an order of at least 20 euros.
    const cheapest = await packageOf(ctx.app, member.cookie, 0);
    const tooSmall = await createPayment(ctx.app, member.cookie, {
      package_id: cheapest.id,
      method: 'ideal',
      discount_code: 'zomer10',
    });
    expect([tooSmall.statusCode, tooSmall.json().code]).toEqual([422, 'code_invalid']);
    expect(await countRows(ctx.app, 'payments', member.userId)).toBe(0);

    const applied = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'creditcard',
      discount_code: 'cardonly15',
    });
    expect(applied.json().payment).toMatchObject({
      discount_code: 'CARDONLY15',
      discount_percentage: 15,
      amount_cents: Math.round(pkg.price_cents * 0.85),
    });
    // Used once a purchase with it completed.
    await ctx.app.db
      .insertInto('discount_code_uses')
      .values({
        discount_code_id: (
          await ctx.app.db
            .selectFrom('discount_codes')
            .select('id')
            .where('code', '=', 'ZOMER10')
            .executeTakeFirstOrThrow()
        ).id,
        user_id: member.userId,
        payment_id: null,
        used_at: ctx.clock.now.toISOString(),
      })
      .execute();
    await refused('ZOMER10', 'ideal', 409, 'code_used');
    expect(await countRows(ctx.app, 'payments', member.userId)).toBe(1);
  });

  it('applies the time bonus by itself, and TIMEBONUS25 typed after it ended is invalid', async () => {
    const member = await activeMember(ctx.app);
    const pkg = await packageOf(ctx.app, member.cookie);
    const auto = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'ideal',
    });
    expect(auto.json().payment).toMatchObject({ discount_code: 'TIMEBONUS25', amount_cents: 938 });
    await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    const late = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'ideal',
      discount_code: 'TIMEBONUS25',
    });
    expect([late.statusCode, late.json().code]).toEqual([422, 'code_invalid']);
  });

  it('answers the same payment for the same key, also to requests at once', async () => {
    const member = await plainMember();
    const pkg = await packageOf(ctx.app, member.cookie);
    const idempotency_key = newKey();
    const body = { package_id: pkg.id, method: 'ideal', idempotency_key };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => createPayment(ctx.app, member.cookie, body)),
    );
    const ids = new Set(answers.map((answer) => answer.json().payment.id));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    const again = await createPayment(ctx.app, member.cookie, body);
    expect(again.json().payment.id).toBe([...ids][0]);
    expect(again.json().checkout_url).toMatch(/test-provider\/checkout/);
    expect(await countRows(ctx.app, 'payments', member.userId)).toBe(1);
    const other = await createPayment(ctx.app, member.cookie, { ...body, method: 'paypal' });
    expect(other.statusCode).toBe(400);
    expect(
      await ctx.app.db
        .selectFrom('test_provider_payments')
        .select('id')
        .where('idempotency_key', '=', `payment-${[...ids][0]}`)
        .execute(),
    ).toHaveLength(1);
  });

  it('shows a payment to its owner only, from our row whatever the query says', async () => {
    const owner = await plainMember();
    const stranger = await plainMember();
    const pkg = await packageOf(ctx.app, owner.cookie);
    const { payment } = (
      await createPayment(ctx.app, owner.cookie, { package_id: pkg.id, method: 'ideal' })
    ).json();
    const tampered = await get(
      `/api/payment.php?id=${payment.id}&status=completed&amount_cents=1&credits=99999`,
      owner.cookie,
    );
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toMatchObject({
      payment: { status: 'pending', amount_cents: pkg.price_cents, credits: pkg.credits },
      credits: 0,
    });
    const foreign = await get(`/api/payment.php?id=${payment.id}`, stranger.cookie);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found']);
    expect((await get('/api/transactions.php', stranger.cookie)).json().transactions).toEqual([]);
  });

  it('refuses a package of another country and a method the country has not', async () => {
    const dutch = await plainMember();
    const british = await plainMember({ country: 'GB' });
    const dutchPackage = await packageOf(ctx.app, dutch.cookie);
    const britishPackage = await packageOf(ctx.app, british.cookie);
    const wrongCountry = await createPayment(ctx.app, british.cookie, {
      package_id: dutchPackage.id,
      method: 'creditcard',
    });
    expect([wrongCountry.statusCode, wrongCountry.json().code]).toEqual([404, 'not_found']);
    const bancontact = await createPayment(ctx.app, dutch.cookie, {
      package_id: dutchPackage.id,
      method: 'bancontact',
    });
    expect([bancontact.statusCode, bancontact.json().code]).toEqual([422, 'method_unavailable']);
    const ideal = await createPayment(ctx.app, british.cookie, {
      package_id: britishPackage.id,
      method: 'ideal',
    });
    expect([ideal.statusCode, ideal.json().code]).toEqual([422, 'method_unavailable']);
    // iDEAL 2.0: the bank is chosen on the iDEAL page, never here.
    const issuer = await createPayment(ctx.app, dutch.cookie, {
      package_id: dutchPackage.id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
    });
    expect([issuer.statusCode, issuer.json().fields]).toEqual([
      400,
      [{ field: 'issuer', messageKey: 'field_invalid' }],
    ]);
    const pounds = await createPayment(ctx.app, british.cookie, {
      package_id: britishPackage.id,
      method: 'paypal',
    });
    expect(pounds.json().payment).toMatchObject({ currency: 'GBP', amount_cents: 1100 });
    expect(await countRows(ctx.app, 'payments', dutch.userId)).toBe(0);
  });

  it('answers 503 and fails the payment while the provider is down', async () => {
    const member = await plainMember();
    const pkg = await packageOf(ctx.app, member.cookie);
    const response = await whileProviderCannotCreate(ctx.app, () =>
      createPayment(ctx.app, member.cookie, { package_id: pkg.id, method: 'ideal' }),
    );
    expect([response.statusCode, response.json().code]).toEqual([
      503,
      'payment_provider_unavailable',
    ]);
    const rows = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'failure_reason', 'provider_payment_id'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([
      { status: 'failed', failure_reason: 'provider_unavailable', provider_payment_id: null },
    ]);
  });
});
