import { activeMember, createTestApp, creditsOf, type TestContext } from './helper';
import { FakeProvider, RecordingPayments, decorateCore, insertPayment } from './payments-doubles';

const DAY = 24 * 3_600_000;

describe('POST /api/withdrawal.php', () => {
  let ctx: TestContext;
  const payments = new RecordingPayments(() => ctx.app);
  const provider = new FakeProvider();
  beforeAll(async () => {
    ctx = await createTestApp({
      profiles: 0,
      beforeReady: (app) => decorateCore(app, payments, provider),
    });
  });
  afterAll(() => ctx.close());

  let counter = 0;
  /** A member with a completed purchase (125 credits for € 25) and that balance. */
  const buyer = async (options: { balance?: number; ago?: number; language?: string } = {}) => {
    const m = await activeMember(ctx.app, { country: 'NL' });
    counter += 1;
    const now = ctx.clock.now.getTime();
    const completed = new Date(now - (options.ago ?? DAY)).toISOString();
    const paymentId = await insertPayment(ctx.app, {
      user_id: m.userId,
      method: 'ideal',
      credits: 125,
      amount_cents: 2500,
      status: 'completed',
      created_at: completed,
      completed_at: completed,
      provider_payment_id: `tr_${counter}`,
    });
    await ctx.app.db
      .updateTable('users')
      .set({ credits: options.balance ?? 125, paid_user: 1, language: options.language ?? 'nl' })
      .where('id', '=', m.userId)
      .execute();
    return { ...m, paymentId };
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
      .execute();
  const refundsOf = (paymentId: number) =>
    provider
      .callsOf('createRefund')
      .filter(
        (input) => (input as { idempotencyKey: string }).idempotencyKey === `withdraw-${paymentId}`,
      );
  const mails = (to: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', 'withdrawal')
      .execute();

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
          refunded_cents: 2500,
          withdrawn_credits: 125,
        },
      },
    });
    expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    expect(await paidUser(m.userId)).toBe(0);
    expect(await ledger(m.userId)).toEqual([
      { amount: -125, reason: 'withdrawal', reference: `payment:${m.paymentId}` },
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
    expect(mail!.text_body).toContain('125 credits');
    expect(mail!.text_body).toMatch(/€\s?25,00/);

    await ctx.app.jobs.drain();
    expect(refundsOf(m.paymentId)).toEqual([
      {
        providerPaymentId: `tr_${counter}`,
        amount: { cents: 2500, currency: 'EUR' },
        description: `Withdrawal of payment ${m.paymentId}`,
        idempotencyKey: `withdraw-${m.paymentId}`,
      },
    ]);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toMatch(/^re_/);
  });

  it('refunds pro rata for the credits not used, rounded down', async () => {
    const m = await buyer({ balance: 76 });
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.json().credits).toBe(0);
    // 76 of 125 credits left: 2500 * 76 / 125 = 1520.
    expect(await paymentRow(m.paymentId)).toMatchObject({
      withdrawn_credits: 76,
      refunded_cents: 1520,
    });
    await ctx.app.jobs.drain();
    expect(refundsOf(m.paymentId)).toEqual([
      expect.objectContaining({ amount: { cents: 1520, currency: 'EUR' } }),
    ]);
    const [mail] = await mails(m.email);
    expect(mail!.text_body).toMatch(/€\s?15,20/);
  });

  it('takes no more than the purchase gave, and leaves the rest of the balance', async () => {
    const m = await buyer({ balance: 200 });
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
    expect(refundsOf(m.paymentId)).toHaveLength(1);
  });

  it('is refused when nothing is left to refund, and the balance never goes negative', async () => {
    const m = await buyer({ balance: 0 });
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.statusCode).toBe(409);
    expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    expect(await paidUser(m.userId)).toBe(1);
    expect((await paymentRow(m.paymentId)).withdrawn_at).toBeNull();
  });

  it('is refused after 14 days', async () => {
    const m = await buyer({ ago: 14 * DAY });
    const response = await withdraw(m.cookie, m.paymentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('withdrawal_not_possible');
    expect(await creditsOf(ctx.app, m.userId)).toBe(125);
    expect(await ledger(m.userId)).toEqual([]);
    expect(await mails(m.email)).toEqual([]);
  });

  it("answers 404 for another member's payment, and changes nothing", async () => {
    const owner = await buyer();
    const other = await buyer();
    const response = await withdraw(other.cookie, owner.paymentId);
    expect(response.statusCode).toBe(404);
    expect(await creditsOf(ctx.app, owner.userId)).toBe(125);
    expect(await creditsOf(ctx.app, other.userId)).toBe(125);
    expect((await paymentRow(owner.paymentId)).withdrawn_at).toBeNull();
  });

  it('keeps premium while another purchase stands', async () => {
    const m = await buyer({ balance: 250 });
    const completed = new Date(ctx.clock.now.getTime() - 2 * DAY).toISOString();
    await insertPayment(ctx.app, {
      user_id: m.userId,
      method: 'creditcard',
      credits: 125,
      amount_cents: 2500,
      status: 'completed',
      created_at: completed,
      completed_at: completed,
    });
    expect((await withdraw(m.cookie, m.paymentId)).json()).toMatchObject({
      credits: 125,
      paid_user: true,
    });
  });

  it('mails an English member in English', async () => {
    const m = await buyer({ language: 'en' });
    await withdraw(m.cookie, m.paymentId);
    const [mail] = await mails(m.email);
    expect(mail!.subject).toBe('Your withdrawal is confirmed');
    expect(mail!.text_body).toContain('taken 125 credits');
    expect(mail!.text_body).toContain('€25.00');
  });

  it('retries the refund until the provider takes it', async () => {
    const m = await buyer();
    provider.failures = 2;
    expect((await withdraw(m.cookie, m.paymentId)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(refundsOf(m.paymentId)).toHaveLength(1);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toBeNull();
    const job = () =>
      ctx.app.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'last_error'])
        .where('name', '=', 'payment.refund')
        .where('payload', 'like', `%"paymentId":${m.paymentId}%`)
        .executeTakeFirstOrThrow();
    expect(await job()).toMatchObject({ attempts: 1, last_error: expect.stringContaining('down') });
    ctx.clock.advance(15_000);
    await ctx.app.jobs.drain();
    expect(refundsOf(m.paymentId)).toHaveLength(2);
    ctx.clock.advance(30_000);
    await ctx.app.jobs.drain();
    expect(refundsOf(m.paymentId)).toHaveLength(3);
    // Every try asks for the same refund under the same key.
    expect(new Set(refundsOf(m.paymentId).map((r) => JSON.stringify(r))).size).toBe(1);
    expect((await paymentRow(m.paymentId)).provider_refund_id).toMatch(/^re_/);
    expect((await job()).attempts).toBe(3);
  });
});
