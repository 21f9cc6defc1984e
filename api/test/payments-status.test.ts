import { activeMember, creditsOf, type TestContext } from './helper';
import {
  choose,
  countRows,
  createPayment,
  packageOf,
  paymentsApp,
  signedUpLongAgo,
  userRow,
} from './payments-kit';

describe('payments: every status path through the test provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  /** A new member with a pending payment of the first package, and its checkout page. */
  async function started(method = 'ideal') {
    const member = await activeMember(ctx.app);
    const pkg = await packageOf(ctx.app, member.cookie);
    const response = await createPayment(ctx.app, member.cookie, { package_id: pkg.id, method });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { member, pkg, body, id: body.payment.id as string };
  }

  it('starts a pending payment priced by the server, with a checkout page', async () => {
    const { member, pkg, body, id } = await started();
    expect(body).toMatchObject({
      payment: {
        status: 'pending',
        method: 'ideal',
        credits: pkg.credits,
        base_amount_cents: pkg.price_cents,
        // A new member's time bonus: 25% off, rounded to the cent.
        discount_code: 'TIMEBONUS25',
        discount_percentage: 25,
        amount_cents: Math.round(pkg.price_cents * 0.75),
        sequence: 'oneoff',
        invoice_number: null,
        completed_at: null,
        consent_text: expect.stringContaining('14 dagen'),
      },
      checkout_url: expect.stringMatching(/\/test-provider\/checkout\/tr_test_[0-9a-f]+$/),
      credits: 0,
      paid_user: false,
    });
    const page = await fetch(body.checkout_url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>');
    for (const value of ['paid', 'failed', 'canceled', 'pending', 'expired']) {
      expect(html).toContain(`<button type="submit" name="status" value="${value}">`);
    }
    // The reconciliation job waits for a webhook that may never come.
    const jobs = await ctx.app.db
      .selectFrom('jobs')
      .select(['payload', 'run_at'])
      .where('name', '=', 'payment.reconcile')
      .execute();
    expect(jobs.map((job) => JSON.parse(job.payload).paymentId)).toContain(Number(id));
    expect(await userRow(ctx.app, member.userId)).toEqual({ credits: 0, paid_user: 0 });
  });

  it('paid: credits once with a ledger row, makes premium, mails the receipt', async () => {
    const { member, pkg, body, id } = await started();
    const bonus = await get('/api/discountcode.php?welcome=true', member.cookie);
    expect(bonus.json().discountcode.code).toBe('TIMEBONUS25');
    const back = await choose(body.checkout_url, 'paid');
    expect(back).toBe(`${ctx.app.config.publicUrl}/transactions/${id}`);
    await ctx.app.jobs.drain();
    const answer = (await get(`/api/payment.php?id=${id}`, member.cookie)).json();
    expect(answer).toMatchObject({
      payment: {
        status: 'completed',
        invoice_number: `INV-2026-${id.padStart(6, '0')}`,
        completed_at: expect.any(String),
        withdrawal: { possible: true, credits: pkg.credits },
      },
      checkout_url: null,
      credits: pkg.credits,
      paid_user: true,
    });
    const ledger = await ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', member.userId)
      .where('reason', '=', 'purchase')
      .execute();
    expect(ledger).toEqual([
      { amount: pkg.credits, reason: 'purchase', reference: `payment:${id}` },
    ]);
    // The member's pages hear of it: the payment and the new balance.
    const events = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'live.publish')
      .where('payload', 'like', `%"userId":${member.userId},%`)
      .execute();
    expect(events.map((job) => JSON.parse(job.payload).event)).toEqual([
      {
        type: 'payment',
        payment_id: id,
        status: 'completed',
        credits: pkg.credits,
        paid_user: true,
      },
      { type: 'credits', credits: pkg.credits },
    ]);
    // The time bonus was used and has ended with the first purchase.
    expect(await countRows(ctx.app, 'discount_code_uses', member.userId)).toBe(1);
    // A paid member has no welcome discount: an answer, not an error.
    const welcome = await get('/api/discountcode.php?welcome=true', member.cookie);
    expect([welcome.statusCode, welcome.json()]).toEqual([200, { discountcode: null }]);
    const mails = (await get(`/api/outbox.php?to=${member.email}`, member.cookie)).json().mails;
    const receipt = mails.find((mail: { kind: string }) => mail.kind === 'payment_receipt');
    expect(receipt.subject).toContain(`INV-2026-${id.padStart(6, '0')}`);
    expect(receipt.text).toContain(answer.payment.consent_text.split('\n')[0]);
    expect(receipt.text).toContain(`/transactions/${id}`);
    expect(receipt.text).toContain(`${pkg.credits} credits`);
  });

  it.each([
    ['failed', 'failed', 'failed'],
    ['expired', 'failed', 'expired'],
    ['canceled', 'cancelled', 'canceled'],
  ])('%s: the payment ends as %s and nothing is credited', async (choice, status, reason) => {
    const { member, body, id } = await started();
    await choose(body.checkout_url, choice);
    await ctx.app.jobs.drain();
    const answer = (await get(`/api/payment.php?id=${id}`, member.cookie)).json();
    expect(answer).toMatchObject({
      payment: { status, failure_reason: reason, invoice_number: null },
      checkout_url: null,
      credits: 0,
      paid_user: false,
    });
    expect(await countRows(ctx.app, 'credit_ledger', member.userId)).toBe(0);
    expect(await countRows(ctx.app, 'discount_code_uses', member.userId)).toBe(0);
    // An ended payment's page offers no choice any more.
    const html = await (await fetch(body.checkout_url)).text();
    expect(html).not.toContain('<button');
  });

  it('pending, then paid later on the same page', async () => {
    const { member, pkg, body, id } = await started('banktransfer');
    await choose(body.checkout_url, 'pending');
    await ctx.app.jobs.drain();
    const pending = (await get(`/api/payment.php?id=${id}`, member.cookie)).json();
    expect(pending.payment.status).toBe('pending');
    expect(pending.checkout_url).toBe(body.checkout_url);
    expect(await (await fetch(body.checkout_url)).text()).toContain('value="paid"');
    await choose(body.checkout_url, 'paid');
    await ctx.app.jobs.drain();
    expect(await creditsOf(ctx.app, member.userId)).toBe(pkg.credits);
    const done = (await get(`/api/payment.php?id=${id}`, member.cookie)).json();
    expect(done.payment.status).toBe('completed');
  });

  it('a first card payment leaves a valid mandate with the card as the member knows it', async () => {
    const { member, body } = await started('creditcard');
    expect(body.payment.sequence).toBe('first');
    await choose(body.checkout_url, 'paid');
    await ctx.app.jobs.drain();
    const mandates = await ctx.app.db
      .selectFrom('payment_mandates')
      .select(['status', 'label', 'method', 'provider_mandate_id', 'provider_customer_id'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(mandates).toEqual([
      {
        status: 'valid',
        label: 'Visa •••• 4242',
        method: 'creditcard',
        provider_mandate_id: expect.stringMatching(/^mdt_test_/),
        provider_customer_id: expect.stringMatching(/^cst_test_/),
      },
    ]);
  });

  it('the checkout page: unknown payments are not found, unknown choices refused', async () => {
    const { body, id } = await started();
    const unknown = await fetch(`${ctx.app.config.publicUrl}/test-provider/checkout/tr_nope`);
    expect(unknown.status).toBe(404);
    const odd = await fetch(body.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=refunded',
    });
    expect(odd.status).toBe(400);
    const row = await ctx.app.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('lists the member’s transactions newest first, and only the member’s', async () => {
    const { member, pkg } = await started();
    // Without the time bonus: the first payment, still open, holds it.
    await signedUpLongAgo(ctx.app, member.userId, ctx.clock.now);
    const second = await createPayment(ctx.app, member.cookie, {
      package_id: pkg.id,
      method: 'paypal',
    });
    const list = (await get('/api/transactions.php', member.cookie)).json().transactions;
    expect(list.map((p: { id: string }) => p.id)).toEqual([
      second.json().payment.id,
      expect.any(String),
    ]);
    expect(list).toHaveLength(2);
  });
});
