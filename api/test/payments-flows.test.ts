import { randomUUID } from 'node:crypto';
import { activeMember, creditsOf, type TestContext } from './helper';
import {
  choose,
  createPayment,
  packageOf,
  paymentsApp,
  testProvider,
  userRow,
  settledPayment,
} from './payments-kit';

/*
 * Direct debit and withdrawal end to end through the routes a member's browser calls, with
 * the real payments core and the built-in test provider (direct-debit.test.ts and
 * withdrawal.test.ts test each of their rules on the same core).
 */
describe('payments: direct debit and withdrawal end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp({ settleDelayMs: 0 });
  });
  afterAll(() => ctx.close());

  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  it('a direct-debit form confirmed by its SMS code makes a mandate and a paid purchase', async () => {
    const member = await activeMember(ctx.app, { country: 'NL' });
    const pkg = await packageOf(ctx.app, member.cookie, 1);
    const requested = await post('/api/directdebit.php', member.cookie, {
      package_id: pkg.id,
      account_holder: 'J. de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Damrak',
      house_number: '1',
      postcode: '1012 LG',
      city: 'Amsterdam',
      phone: '06 87654321',
      mandate: true,
      idempotency_key: randomUUID(),
      consent_immediate: true,
      consent_withdrawal_terms: true,
    });
    expect(requested.statusCode).toBe(200);
    const [sms] = await ctx.app.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'sms:+31687654321')
      .execute();
    const code = /\b([0-9]{6})\b/.exec(sms!.text_body)![1]!;

    const confirmed = await post('/api/directdebit-confirm.php', member.cookie, {
      request_id: requested.json().request_id,
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      payment: { status: 'pending', method: 'directdebit', sequence: 'recurring' },
      checkout_url: null,
    });
    const done = await settledPayment(ctx, member.cookie, confirmed.json().payment.id);
    expect(done).toMatchObject({
      payment: { status: 'completed', credits: pkg.credits, invoice_number: expect.any(String) },
      credits: pkg.credits,
      paid_user: true,
    });
    const [mandate] = await ctx.app.db
      .selectFrom('payment_mandates')
      .select(['method', 'status', 'label'])
      .where('user_id', '=', member.userId)
      .execute();
    expect(mandate).toEqual({
      method: 'directdebit',
      status: 'valid',
      label: expect.stringMatching(/4300$/),
    });
  });

  it('a withdrawal takes back the unused credits and refunds them pro rata through the provider', async () => {
    const member = await activeMember(ctx.app, { country: 'NL' });
    const pkg = await packageOf(ctx.app, member.cookie, 1);
    const started = (
      await createPayment(ctx.app, member.cookie, { package_id: pkg.id, method: 'ideal' })
    ).json();
    await choose(started.checkout_url, 'paid');
    const bought = await settledPayment(ctx, member.cookie, started.payment.id);
    const paid = bought.payment.amount_cents as number;
    expect(bought.paid_user).toBe(true);
    // The member spends a fifth of the credits, then withdraws.
    const spent = pkg.credits / 5;
    await ctx.app.db
      .updateTable('users')
      .set((eb) => ({ credits: eb('credits', '-', spent) }))
      .where('id', '=', member.userId)
      .execute();
    const quote = (await get(`/api/payment.php?id=${started.payment.id}`, member.cookie)).json()
      .payment.withdrawal;
    const unused = pkg.credits - spent;
    expect(quote).toMatchObject({
      possible: true,
      credits: unused,
      refund_cents: Math.floor((paid * unused) / pkg.credits),
    });

    const withdrawn = await post('/api/withdrawal.php', member.cookie, {
      payment_id: started.payment.id,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      credits: 0,
      paid_user: false,
      payment: {
        withdrawal: {
          possible: false,
          refunded_cents: quote.refund_cents,
          withdrawn_credits: unused,
        },
      },
    });
    expect(await creditsOf(ctx.app, member.userId)).toBe(0);
    expect(await userRow(ctx.app, member.userId)).toEqual({ credits: 0, paid_user: 0 });
    // The refund reaches the provider by a job, once.
    await ctx.app.jobs.drain();
    const row = await ctx.app.db
      .selectFrom('payments')
      .select(['provider_payment_id', 'provider_refund_id'])
      .where('id', '=', Number(started.payment.id))
      .executeTakeFirstOrThrow();
    expect(row.provider_refund_id).toEqual(expect.any(String));
    const atProvider = await testProvider(ctx.app).getPayment(row.provider_payment_id!);
    expect(atProvider.refundedCents).toBe(quote.refund_cents);
    // Twice is refused and changes nothing.
    const again = await post('/api/withdrawal.php', member.cookie, {
      payment_id: started.payment.id,
    });
    expect(again.statusCode).toBe(409);
    expect((await testProvider(ctx.app).getPayment(row.provider_payment_id!)).refundedCents).toBe(
      quote.refund_cents,
    );
  });
});
