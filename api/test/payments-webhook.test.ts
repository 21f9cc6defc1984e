import { activeMember, creditsOf, type TestContext } from './helper';
import {
  choose,
  countRows,
  createPayment,
  packageOf,
  paymentsApp,
  testProvider,
  userRow,
} from './payments-kit';

const MINUTE = 60_000;

describe('payments: webhooks, duplicates, order and reconciliation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Every webhook of the test provider is delivered twice.
    ctx = await paymentsApp({ duplicateRate: 1 });
  });
  afterAll(() => ctx.close());

  const webhook = (id: string, json = false) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      ...(json
        ? { payload: { id } }
        : {
            payload: `id=${encodeURIComponent(id)}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
    });

  async function started(method = 'ideal') {
    const member = await activeMember(ctx.app);
    const pkg = await packageOf(ctx.app, member.cookie);
    const body = (
      await createPayment(ctx.app, member.cookie, { package_id: pkg.id, method })
    ).json();
    const row = await ctx.app.db
      .selectFrom('payments')
      .select(['id', 'provider_payment_id'])
      .where('id', '=', Number(body.payment.id))
      .executeTakeFirstOrThrow();
    return { member, pkg, body, id: row.id, providerId: row.provider_payment_id! };
  }

  it('answers 200 to an unknown id and changes nothing', async () => {
    const before = await ctx.app.db.selectFrom('payments').select('status').execute();
    const response = await webhook('tr_unknown123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await ctx.app.db.selectFrom('payments').select('status').execute()).toEqual(before);
  });

  it('credits once when every webhook comes twice, and for five at once', async () => {
    const { member, pkg, body, id, providerId } = await started();
    await choose(body.checkout_url, 'paid');
    const answers = await Promise.all([
      webhook(providerId),
      webhook(providerId, true),
      webhook(providerId),
      webhook(providerId, true),
      webhook(providerId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // The duplicate comes half a second after the first.
    ctx.clock.advance(1000);
    await ctx.app.jobs.drain();
    // The provider's own two deliveries came through HTTP as well.
    const delivered = await ctx.app.db
      .selectFrom('jobs')
      .select(['status'])
      .where('name', '=', 'payment.test-webhook')
      .where('payload', 'like', `%${providerId}%`)
      .execute();
    expect(delivered).toEqual([{ status: 'done' }, { status: 'done' }]);
    expect(await creditsOf(ctx.app, member.userId)).toBe(pkg.credits);
    expect(await countRows(ctx.app, 'credit_ledger', member.userId)).toBe(1);
    const receipts = await ctx.app.db
      .selectFrom('email_outbox')
      .select('id')
      .where('user_id', '=', member.userId)
      .where('kind', '=', 'payment_receipt')
      .execute();
    expect(receipts).toHaveLength(1);
    const status = await ctx.app.db
      .selectFrom('payments')
      .select(['status', 'invoice_number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ status: 'completed', invoice_number: expect.any(String) });
  });

  it('ignores pending after paid, and a late paid after a failure', async () => {
    const paid = await started();
    await choose(paid.body.checkout_url, 'paid');
    await ctx.app.jobs.drain();
    const provided = await ctx.app.paymentProvider.getPayment(paid.providerId);
    expect(
      await ctx.app.payments.settlement.apply(paid.id, { ...provided, status: 'pending' }),
    ).toBe('completed');
    expect(
      await ctx.app.payments.settlement.apply(paid.id, { ...provided, status: 'failed' }),
    ).toBe('completed');
    expect(await creditsOf(ctx.app, paid.member.userId)).toBe(paid.pkg.credits);

    const failed = await started();
    await choose(failed.body.checkout_url, 'failed');
    await ctx.app.jobs.drain();
    const late = await ctx.app.paymentProvider.getPayment(failed.providerId);
    expect(await ctx.app.payments.settlement.apply(failed.id, { ...late, status: 'paid' })).toBe(
      'failed',
    );
    expect(await userRow(ctx.app, failed.member.userId)).toEqual({ credits: 0, paid_user: 0 });
    expect(await countRows(ctx.app, 'credit_ledger', failed.member.userId)).toBe(0);
  });

  it('does not credit a payment the provider says was paid with another amount', async () => {
    const { member, body, id, providerId } = await started();
    await choose(body.checkout_url, 'pending');
    await ctx.app.jobs.drain();
    const provided = await ctx.app.paymentProvider.getPayment(providerId);
    const status = await ctx.app.payments.settlement.apply(id, {
      ...provided,
      status: 'paid',
      amount: { cents: 1, currency: provided.amount.currency },
    });
    expect(status).toBe('pending');
    expect(await creditsOf(ctx.app, member.userId)).toBe(0);
  });

  it('answers 503 while the provider cannot be reached; its webhook is retried later', async () => {
    const { member, body, providerId } = await started();
    testProvider(ctx.app).outage = true;
    try {
      await choose(body.checkout_url, 'paid');
      const response = await webhook(providerId);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('payment_provider_unavailable');
      ctx.clock.advance(1000);
      await ctx.app.jobs.drain();
      const jobs = await ctx.app.db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('name', '=', 'payment.test-webhook')
        .where('payload', 'like', `%${providerId}%`)
        .execute();
      // Both deliveries were refused (503) and wait for their retry.
      expect(jobs).toEqual([
        { status: 'pending', attempts: 1 },
        { status: 'pending', attempts: 1 },
      ]);
      expect(await creditsOf(ctx.app, member.userId)).toBe(0);
    } finally {
      testProvider(ctx.app).outage = false;
    }
    ctx.clock.advance(11_000);
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(body.payment.credits);
    expect(await countRows(ctx.app, 'credit_ledger', member.userId)).toBe(1);
  });

  it('a recurring payment on a mandate settles by itself; a "fail" mandate fails it', async () => {
    const { member, pkg, body } = await started('creditcard');
    await choose(body.checkout_url, 'paid');
    await ctx.app.jobs.drain();
    const mandate = await ctx.app.db
      .selectFrom('payment_mandates')
      .select(['id', 'provider_mandate_id'])
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    const again = await ctx.app.payments.start({
      userId: member.userId,
      packageId: Number(pkg.id),
      method: 'creditcard',
      idempotencyKey: 'repeat-order-1',
      language: 'nl',
      mandateId: mandate.id,
    });
    expect(again).toMatchObject({
      payment: { status: 'pending', sequence: 'recurring' },
      checkout_url: null,
    });
    ctx.clock.advance(2000);
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(2 * pkg.credits);

    // The same card, now labelled to fail: the next charge fails, a retry or PayPal is offered.
    await ctx.app.db
      .updateTable('test_provider_mandates')
      .set({ label: 'Visa fail 0002' })
      .where('id', '=', mandate.provider_mandate_id!)
      .execute();
    const failing = await ctx.app.payments.start({
      userId: member.userId,
      packageId: Number(pkg.id),
      method: 'creditcard',
      idempotencyKey: 'repeat-order-2',
      language: 'nl',
      mandateId: mandate.id,
    });
    ctx.clock.advance(2000);
    await ctx.app.jobs.drain();
    const answer = await ctx.app.payments.response(member.userId, Number(failing.payment.id));
    expect(answer.payment).toMatchObject({ status: 'failed', recurring_failure: true });
    expect(await creditsOf(ctx.app, member.userId)).toBe(2 * pkg.credits);
  });
});

describe('payments: the reconciliation settles a payment whose webhook never came', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Webhooks an hour late: the reconciliation (after 10 minutes) comes first.
    ctx = await paymentsApp({ webhookDelayMs: 60 * MINUTE });
  });
  afterAll(() => ctx.close());

  it('asks the provider after 10 minutes, comes back while pending, and credits once', async () => {
    const member = await activeMember(ctx.app);
    const pkg = await packageOf(ctx.app, member.cookie);
    const body = (
      await createPayment(ctx.app, member.cookie, { package_id: pkg.id, method: 'banktransfer' })
    ).json();
    await choose(body.checkout_url, 'pending');
    ctx.clock.advance(10 * MINUTE);
    await ctx.app.jobs.drain();
    // Still pending: the job is there again, later.
    const next = await ctx.app.db
      .selectFrom('jobs')
      .select(['payload', 'status'])
      .where('name', '=', 'payment.reconcile')
      .where('status', '=', 'pending')
      .execute();
    expect(next.map((job) => JSON.parse(job.payload))).toEqual([
      { paymentId: Number(body.payment.id), attempt: 1 },
    ]);
    await choose(body.checkout_url, 'paid');
    ctx.clock.advance(20 * MINUTE);
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(pkg.credits);
    // The late webhooks find it settled.
    ctx.clock.advance(60 * MINUTE);
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(pkg.credits);
    expect(await countRows(ctx.app, 'credit_ledger', member.userId)).toBe(1);
  });
});
