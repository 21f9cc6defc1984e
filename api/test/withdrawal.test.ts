import type { TestContext } from './helper';
import { activeMember, creditsOf, login } from './helper';
import {
  choose,
  createPayment,
  packageOf,
  paymentsApp,
  signedUpLongAgo,
  testProvider,
  settledPayment,
} from './payments-kit';

const DAY = 24 * 3_600_000;

// The payments core and the built-in test provider are the real ones: a purchase is made at
// the provider's checkout and completed by its webhook, the refund reaches its books.
describe('POST /api/withdrawal.php', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp({ settleDelayMs: 0 });
  });
  afterAll(() => ctx.close());

  type Member = Awaited<ReturnType<typeof activeMember>>;

  /** A purchase of the offer's first package, paid by iDEAL at the provider's checkout. */
  async function purchase(m: Member, method = 'ideal') {
    const pkg = await packageOf(ctx.app, m.cookie, 0);
    const started = (await createPayment(ctx.app, m.cookie, { package_id: pkg.id, method })).json();
    await choose(started.checkout_url, 'paid');
    const done = await settledPayment(ctx, m.cookie, started.payment.id);
    expect(done.payment.status).toBe('completed');
    return {
      paymentId: Number(started.payment.id),
      credits: pkg.credits,
      paidCents: done.payment.amount_cents as number,
    };
  }

  /**
   * A member (no discount running) who bought a package a moment ago and then has `balance`
   * credits: fewer when some were spent, more when they had some before.
   */
  const buyer = async (options: { balance?: number; language?: string } = {}) => {
    const m = await activeMember(ctx.app, { country: 'NL' });
    await signedUpLongAgo(ctx.app, m.userId, ctx.clock.now);
    await ctx.app.db
      .updateTable('users')
      .set({ credits: 0, language: options.language ?? 'nl' })
      .where('id', '=', m.userId)
      .execute();
    const bought = await purchase(m);
    expect(await creditsOf(ctx.app, m.userId)).toBe(bought.credits);
    if (options.balance !== undefined) {
      await ctx.app.db
        .updateTable('users')
        .set({ credits: options.balance })
        .where('id', '=', m.userId)
        .execute();
    }
    return { ...m, ...bought };
  };
  const withdraw = (cookie: string, paymentId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawal.php',
      payload: { payment_id: String(paymentId) },
      headers: { cookie },
    });
  const paymentRow = (id: number) =>
    ctx.app.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const paidUser = async (userId: number) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).paid_user;
  const ledger = (userId: number) =>
    ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .where('reason', '=', 'withdrawal')
      .execute();
  /** The refunds the provider's books hold for the payment. */
  const refundsOf = async (paymentId: number) => {
    const { provider_payment_id } = await paymentRow(paymentId);
    return ctx.app.db
      .selectFrom('test_provider_refunds')
      .select(['id', 'amount_cents', 'currency', 'description', 'idempotency_key'])
      .where('payment_id', '=', provider_payment_id!)
      .execute();
  };
  const mails = (to: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'withdrawal')
      .execute();
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

  it('takes the credits back, refunds the price, ends premium, mails and refunds at the provider', async () => {
    const m = await buyer();
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      credits: 0,
      paid_user: false,
      payment: {
        id: String(m.paymentId),
        withdrawal: {
          possible: false,
          withdrawn_at: ctx.clock.now.toISOString(),
          refunded_cents: m.paidCents,
          withdrawn_credits: m.credits,
        },
      },
    });
    expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    expect(await paidUser(m.userId)).toBe(0);
    expect(await ledger(m.userId)).toEqual([
      { amount: -m.credits, reason: 'withdrawal', reference: `payment:${m.paymentId}` },
    ]);
    const published = await ctx.app.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', 'live.publish')
      .execute();
    expect(published.map((job) => JSON.parse(job.payload))).toContainEqual({
      userId: m.userId,
      event: { type: 'credits', credits: 0 },
    });
    const [mail] = await mails(m.email);
    expect(mail!.subject).toBe('Bevestiging van je herroeping');
    expect(mail!.text_body).toContain(`${m.credits} credits`);
    expect(mail!.text_body).toMatch(new RegExp(`€\\s?${euros(m.paidCents)}`));

    await ctx.app.jobs.drain();
    expect(await refundsOf(m.paymentId)).toEqual([
      {
        id: expect.stringMatching(/^re_/),
        amount_cents: m.paidCents,
        currency: 'EUR',
        description: `Withdrawal of payment ${m.paymentId}`,
        idempotency_key: `withdraw-${m.paymentId}`,
      },
    ]);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toBe(
      (await refundsOf(m.paymentId))[0]!.id,
    );
  });

  it('refunds pro rata for the credits not used, rounded down', async () => {
    const m = await buyer();
    const left = Math.floor(m.credits * 0.6) + 1;
    await ctx.app.db
      .updateTable('users')
      .set({ credits: left })
      .where('id', '=', m.userId)
      .execute();
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.json().credits).toBe(0);
    const refund = Math.floor((m.paidCents * left) / m.credits);
    expect(refund).toBeLessThan(m.paidCents);
    expect(await paymentRow(m.paymentId)).toMatchObject({
      withdrawn_credits: left,
      refunded_cents: refund,
    });
    await ctx.app.jobs.drain();
    expect(await refundsOf(m.paymentId)).toEqual([
      expect.objectContaining({ amount_cents: refund, currency: 'EUR' }),
    ]);
    const [mail] = await mails(m.email);
    expect(mail!.text_body).toMatch(new RegExp(`€\\s?${euros(refund)}`));
  });

  it('takes no more than the purchase gave, and leaves the rest of the balance', async () => {
    const m = await buyer();
    await ctx.app.db
      .updateTable('users')
      .set({ credits: m.credits + 75 })
      .where('id', '=', m.userId)
      .execute();
    expect((await withdraw(m.cookie, m.paymentId)).json().credits).toBe(75);
    expect(await creditsOf(ctx.app, m.userId)).toBe(75);
  });

  it('happens once: a second withdrawal, even at the same moment, changes nothing', async () => {
    const m = await buyer();
    const [a, b] = await Promise.all([
      withdraw(m.cookie, m.paymentId),
      withdraw(m.cookie, m.paymentId),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await withdraw(m.cookie, m.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('withdrawal_not_possible');
    expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    expect(await ledger(m.userId)).toHaveLength(1);
    expect(await mails(m.email)).toHaveLength(1);
    await ctx.app.jobs.drain();
    expect(await refundsOf(m.paymentId)).toHaveLength(1);
  });

  it('is refused when nothing is left to refund, and the balance never goes negative', async () => {
    const m = await buyer({ balance: 0 });
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.statusCode).toBe(409);
    expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    expect(await paidUser(m.userId)).toBe(1);
    expect((await paymentRow(m.paymentId)).withdrawn_at).toBeNull();
  });

  it('is refused 14 days after the purchase', async () => {
    const m = await buyer();
    ctx.clock.advance(14 * DAY);
    // Two weeks on, the member logs in again.
    const cookie = await login(ctx.app, m.email, 'secret-password');
    const response = await withdraw(cookie, m.paymentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('withdrawal_not_possible');
    expect(await creditsOf(ctx.app, m.userId)).toBe(m.credits);
    expect(await ledger(m.userId)).toEqual([]);
    expect(await mails(m.email)).toEqual([]);
  });

  it("answers 404 for another member's payment, and changes nothing", async () => {
    const owner = await buyer();
    const other = await buyer();
    const response = await withdraw(other.cookie, owner.paymentId);
    expect(response.statusCode).toBe(404);
    expect(await creditsOf(ctx.app, owner.userId)).toBe(owner.credits);
    expect(await creditsOf(ctx.app, other.userId)).toBe(other.credits);
    expect((await paymentRow(owner.paymentId)).withdrawn_at).toBeNull();
  });

  it('keeps premium while another purchase stands', async () => {
    const m = await buyer();
    await purchase(m, 'creditcard');
    expect((await withdraw(m.cookie, m.paymentId)).json()).toMatchObject({
      credits: m.credits,
      paid_user: true,
    });
  });

  it('mails an English member in English', async () => {
    const m = await buyer({ language: 'en' });
    await withdraw(m.cookie, m.paymentId);
    const [mail] = await mails(m.email);
    expect(mail!.subject).toBe('Your withdrawal is confirmed');
    expect(mail!.text_body).toContain(`taken ${m.credits} credits`);
    expect(mail!.text_body).toContain(`€${(m.paidCents / 100).toFixed(2)}`);
  });

  it('retries the refund until the provider takes it, under one key', async () => {
    const m = await buyer();
    const provider = testProvider(ctx.app);
    const job = () =>
      ctx.app.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error'])
        .where('name', '=', 'payment.refund')
        .where('payload', 'like', `%"paymentId":${m.paymentId}%`)
        .executeTakeFirstOrThrow();
    // The withdrawal itself needs no provider; its refund job does.
    provider.outage = true;
    try {
      expect((await withdraw(m.cookie, m.paymentId)).statusCode).toBe(200);
      await ctx.app.jobs.drain();
      expect(await job()).toMatchObject({
        attempts: 1,
        last_error: expect.stringContaining('switched off'),
      });
      ctx.clock.advance(15_000);
      await ctx.app.jobs.drain();
      expect((await job()).attempts).toBe(2);
    } finally {
      provider.outage = false;
    }
    expect(await refundsOf(m.paymentId)).toEqual([]);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toBeNull();
    ctx.clock.advance(30_000);
    await ctx.app.jobs.drain();
    expect(await refundsOf(m.paymentId)).toEqual([
      expect.objectContaining({ idempotency_key: `withdraw-${m.paymentId}` }),
    ]);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toMatch(/^re_/);
    expect((await job()).attempts).toBe(3);
  });
});
