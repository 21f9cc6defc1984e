import { randomUUID } from 'node:crypto';
import { SMS_CODE_MAX_ATTEMPTS } from '@dating/shared-contracts/api';
import { activeMember, signup, type TestContext } from './helper';
import { insertPaymentHistory, paymentsApp, signedUpLongAgo, testProvider } from './payments-kit';

const IBAN = 'NL91 ABNA 0417 1643 00';
const PHONE = '06 12345678';

// The payments core and the built-in test provider are the real ones: a confirmed code makes
// a customer and a mandate in the provider's books and a payment on that mandate.
describe('direct debit: the form and its SMS code', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  /** The packages without a country (EUR) and Britain's (GBP). */
  const packageId = async (country: string | null, index = 0) => {
    let query = ctx.app.db.selectFrom('credit_packages').select('id').orderBy('position');
    query = country ? query.where('country', '=', country) : query.where('country', 'is', null);
    return String((await query.execute())[index]!.id);
  };
  const form = async (overrides: Record<string, unknown> = {}) => ({
    package_id: await packageId(null),
    account_holder: 'J. de Vries',
    iban: IBAN,
    street: 'Damrak',
    house_number: '1',
    postcode: '1012 LG',
    city: 'Amsterdam',
    phone: PHONE,
    mandate: true,
    idempotency_key: randomUUID(),
    consent_immediate: true,
    consent_withdrawal_terms: true,
    ...overrides,
  });
  const post = (url: string, cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const request = (cookie: string, payload: unknown) =>
    post('/api/directdebit.php', cookie, payload);
  const confirm = (cookie: string, request_id: string, code: string) =>
    post('/api/directdebit-confirm.php', cookie, { request_id, code });
  /** A member of some weeks (no time bonus or welcome discount running). */
  const member = async () => {
    const m = await activeMember(ctx.app, { country: 'NL' });
    await signedUpLongAgo(ctx.app, m.userId, ctx.clock.now);
    return m;
  };
  /** The payments the core made for a member. */
  const paymentsOf = (userId: number) =>
    ctx.app.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
  /** The provider's customers made for a member (their metadata names the user). */
  const customersOf = async (userId: number) =>
    (await ctx.app.db.selectFrom('test_provider_customers').selectAll().execute()).filter(
      (customer) => JSON.parse(customer.metadata).userId === String(userId),
    );
  const providerMandate = (reference: string) =>
    ctx.app.db
      .selectFrom('test_provider_mandates')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  const smsTo = (phone: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', `sms:${phone}`)
      .orderBy('id', 'desc')
      .execute();
  const codeOf = (text: string) => /\b([0-9]{6})\b/.exec(text)![1]!;
  const requestsOf = (userId: number) =>
    ctx.app.db
      .selectFrom('direct_debit_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  /** A fresh number per member, so that SMS and blocklist rows never mix between tests. */
  let phoneCounter = 10000000;
  const freshPhone = () => {
    phoneCounter += 1;
    return { local: `06${phoneCounter}`, e164: `+316${phoneCounter}` };
  };

  it('is for activated members only', async () => {
    expect((await request(undefined as never, await form())).statusCode).toBe(403);
    const fresh = await signup(ctx.app, { country: 'NL' });
    const response = await request(fresh.cookie, await form());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_not_activated');
  });

  it('keeps the form with a hashed code and sends the code by SMS, in Dutch', async () => {
    const m = await member();
    const phone = freshPhone();
    const body = await form({ phone: phone.local, return_to: '/chats/12' });
    const response = await request(m.cookie, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      request_id: expect.stringMatching(/^[0-9]+$/),
      phone_hint: `+31 6 •••• ${phone.e164.slice(-4)}`,
      expires_at: new Date(ctx.clock.now.getTime() + 10 * 60_000).toISOString(),
    });
    const [sms] = await smsTo(phone.e164);
    expect(sms).toMatchObject({ kind: 'sms', subject: 'SMS', user_id: m.userId });
    expect(sms!.text_body).toMatch(/^Je code voor de automatische incasso is [0-9]{6}\./);
    const code = codeOf(sms!.text_body);
    const [row] = await requestsOf(m.userId);
    expect(row).toMatchObject({
      iban: 'NL91ABNA0417164300',
      phone: phone.e164,
      status: 'awaiting_code',
      attempts: 0,
      return_to: '/chats/12',
      language: 'nl',
    });
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.consent_text).toContain('14');
  });

  it('writes the SMS in English for an English member', async () => {
    const m = await member();
    await ctx.app.db
      .updateTable('users')
      .set({ language: 'en' })
      .where('id', '=', m.userId)
      .execute();
    const phone = freshPhone();
    expect((await request(m.cookie, await form({ phone: phone.local }))).statusCode).toBe(200);
    expect((await smsTo(phone.e164))[0]!.text_body).toMatch(
      /^Your direct debit code is [0-9]{6}\./,
    );
  });

  it('answers the same request to the same key, with one SMS', async () => {
    const m = await member();
    const phone = freshPhone();
    const body = await form({ phone: phone.local });
    const first = await request(m.cookie, body);
    const again = await request(m.cookie, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await smsTo(phone.e164)).toHaveLength(1);
    expect(await requestsOf(m.userId)).toHaveLength(1);
    // The key names one purchase: another package under it is refused.
    const other = await request(m.cookie, { ...body, package_id: await packageId(null, 1) });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual([
      { field: 'idempotency_key', messageKey: 'field_invalid' },
    ]);
    expect(await requestsOf(m.userId)).toHaveLength(1);
  });

  describe('refusals change nothing', () => {
    const refused = async (payload: Record<string, unknown>, status: number, code: string) => {
      const m = await member();
      const phone = freshPhone();
      const response = await request(m.cookie, await form({ phone: phone.local, ...payload }));
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(await requestsOf(m.userId)).toEqual([]);
      expect(await smsTo(phone.e164)).toEqual([]);
      return response.json();
    };

    it('a package of another country, or none', async () => {
      await refused({ package_id: await packageId('GB') }, 404, 'not_found');
      await refused({ package_id: '999999' }, 404, 'not_found');
    });

    it('an IBAN that fails its check', async () => {
      const body = await refused({ iban: 'NL91 ABNA 0417 1643 01' }, 400, 'iban_invalid');
      expect(body.fields).toEqual([{ field: 'iban', messageKey: 'iban_invalid' }]);
    });

    it('a number that is not a mobile one', async () => {
      const body = await refused({ phone: '020 1234567' }, 400, 'phone_invalid');
      expect(body.fields).toEqual([{ field: 'phone', messageKey: 'phone_invalid' }]);
    });

    it('a blocked IBAN or phone number', async () => {
      const now = ctx.clock.now.toISOString();
      await ctx.app.db
        .insertInto('payment_blocklist')
        .values([
          { kind: 'iban', value: 'DE89370400440532013000', reason: 'chargebacks', created_at: now },
          { kind: 'phone', value: '+31699999999', reason: 'fraud', created_at: now },
        ])
        .execute();
      await refused({ iban: 'de89 3704 0044 0532 0130 00' }, 403, 'account_blocked');
      await refused({ phone: '+31 6 99999999' }, 403, 'phone_blocked');
    });
  });

  it('allows 3 forms a day, then refuses until a day has passed', async () => {
    const m = await member();
    const phone = freshPhone();
    for (let i = 0; i < 3; i += 1) {
      expect((await request(m.cookie, await form({ phone: phone.local }))).statusCode).toBe(200);
    }
    const fourth = await request(m.cookie, await form({ phone: phone.local }));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().code).toBe('directdebit_limit');
    expect(await smsTo(phone.e164)).toHaveLength(3);
    ctx.clock.advance(24 * 3_600_000);
    expect((await request(m.cookie, await form({ phone: phone.local }))).statusCode).toBe(200);
  });

  it('refuses what would bring 30 days of direct debit above €150', async () => {
    const m = await member();
    const created = new Date(ctx.clock.now.getTime() - 29 * 24 * 3_600_000).toISOString();
    await insertPaymentHistory(ctx.app, {
      user_id: m.userId,
      method: 'directdebit',
      credits: 300,
      amount_cents: 14_000,
      status: 'completed',
      created_at: created,
    });
    const small = await form(); // € 12.50: 140 + 12.50 > 150
    const response = await request(m.cookie, small);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('directdebit_limit');
    // Once that payment is more than 30 days old, it no longer counts.
    ctx.clock.advance(2 * 24 * 3_600_000);
    expect((await request(m.cookie, await form())).statusCode).toBe(200);
  });

  describe('the code', () => {
    /** A form sent, with the welcome code when `welcome` (a member of one day then). */
    const requested = async ({ welcome = false } = {}) => {
      const m = await member();
      if (welcome) {
        // A day after signup: the welcome code is good for a week, the time bonus has ended.
        await ctx.app.db
          .updateTable('users')
          .set({ signup_date: new Date(ctx.clock.now.getTime() - 24 * 3_600_000).toISOString() })
          .where('id', '=', m.userId)
          .execute();
      }
      const phone = freshPhone();
      const body = await form({
        phone: phone.local,
        return_to: '/credits',
        ...(welcome ? { discount_code: 'WELCOME25' } : {}),
      });
      const id = (await request(m.cookie, body)).json().request_id as string;
      const code = codeOf((await smsTo(phone.e164))[0]!.text_body);
      const wrong = code === '000000' ? '111111' : '000000';
      return { m, id, code, wrong };
    };

    it('makes the mandate and starts the payment on it; a second confirmation answers the same', async () => {
      const { m, id, code, wrong } = await requested({ welcome: true });
      const bad = await confirm(m.cookie, id, wrong);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: 'sms_code_invalid',
        params: { attempts_left: SMS_CODE_MAX_ATTEMPTS - 1 },
      });

      const response = await confirm(m.cookie, id, code);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer.payment).toMatchObject({
        method: 'directdebit',
        status: 'pending',
        sequence: 'recurring',
        discount_code: 'WELCOME25',
        discount_percentage: 25,
        return_to: '/credits',
      });
      const [customer] = await customersOf(m.userId);
      expect(await providerMandate(`DD-${m.userId}-${id}`)).toMatchObject({
        customer_id: customer!.id,
        method: 'directdebit',
        status: 'valid',
        consumer_name: 'J. de Vries',
        consumer_account: 'NL91ABNA0417164300',
      });
      const mandate = await ctx.app.db
        .selectFrom('payment_mandates')
        .selectAll()
        .where('user_id', '=', m.userId)
        .executeTakeFirstOrThrow();
      expect(mandate).toMatchObject({
        provider: 'test',
        provider_customer_id: customer!.id,
        method: 'directdebit',
        status: 'valid',
        label: 'NL** **** **** 4300',
      });
      expect(await paymentsOf(m.userId)).toEqual([
        expect.objectContaining({
          id: Number(answer.payment.id),
          package_id: Number(await packageId(null)),
          method: 'directdebit',
          mandate_id: mandate.id,
          idempotency_key: `dd-${id}`,
          return_to: '/credits',
          language: 'nl',
        }),
      ]);
      const [row] = await requestsOf(m.userId);
      expect(row).toMatchObject({ status: 'confirmed', payment_id: Number(answer.payment.id) });

      const again = await confirm(m.cookie, id, code);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answer);
      expect(await paymentsOf(m.userId)).toHaveLength(1);
    });

    it(`refuses the request after ${SMS_CODE_MAX_ATTEMPTS} wrong codes, also the right one then`, async () => {
      const { m, id, code, wrong } = await requested();
      for (let i = 1; i <= SMS_CODE_MAX_ATTEMPTS; i += 1) {
        const response = await confirm(m.cookie, id, wrong);
        expect(response.json()).toMatchObject({
          code: 'sms_code_invalid',
          params: { attempts_left: SMS_CODE_MAX_ATTEMPTS - i },
        });
      }
      const late = await confirm(m.cookie, id, code);
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('sms_code_expired');
      expect((await requestsOf(m.userId))[0]).toMatchObject({
        status: 'refused',
        attempts: SMS_CODE_MAX_ATTEMPTS,
      });
      expect(await providerMandate(`DD-${m.userId}-${id}`)).toBeUndefined();
      expect(await paymentsOf(m.userId)).toEqual([]);
    });

    it('expires after 10 minutes', async () => {
      const { m, id, code } = await requested();
      ctx.clock.advance(10 * 60_000);
      const response = await confirm(m.cookie, id, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('sms_code_expired');
      expect((await requestsOf(m.userId))[0]).toMatchObject({ status: 'awaiting_code' });
    });

    it('checks the 30-day amount again: forms sent side by side cannot all be confirmed', async () => {
      const m = await member();
      await insertPaymentHistory(ctx.app, {
        user_id: m.userId,
        method: 'directdebit',
        credits: 300,
        amount_cents: 9_000,
        status: 'completed',
        created_at: ctx.clock.now.toISOString(),
      });
      const send = async (index: number) => {
        const phone = freshPhone();
        const body = await form({ phone: phone.local, package_id: await packageId(null, index) });
        const response = await request(m.cookie, body);
        expect(response.statusCode).toBe(200);
        const code = codeOf((await smsTo(phone.e164))[0]!.text_body);
        return { id: response.json().request_id as string, code };
      };
      // € 90 spent: € 50 and € 25 each fit, both do not.
      const big = await send(2);
      const medium = await send(1);
      const first = await confirm(m.cookie, big.id, big.code);
      expect(first.statusCode).toBe(200);
      const second = await confirm(m.cookie, medium.id, medium.code);
      expect(second.statusCode).toBe(403);
      expect(second.json().code).toBe('directdebit_limit');
      expect((await requestsOf(m.userId)).map((r) => r.status).sort()).toEqual([
        'awaiting_code',
        'confirmed',
      ]);
      // The confirmed one still answers: its own payment is not counted against it.
      expect((await confirm(m.cookie, big.id, big.code)).json()).toEqual(first.json());
      await ctx.app.db
        .updateTable('direct_debit_requests')
        .set({ status: 'awaiting_code' })
        .where('id', '=', Number(big.id))
        .execute();
      expect((await confirm(m.cookie, big.id, big.code)).statusCode).toBe(200);
    });

    it("is the owner's only", async () => {
      const { id, code } = await requested();
      const other = await member();
      const response = await confirm(other.cookie, id, code);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    });

    it('can be given again after the provider failed, and makes one customer', async () => {
      const { m, id, code } = await requested();
      const provider = testProvider(ctx.app);
      provider.outage = true;
      let down;
      try {
        down = await confirm(m.cookie, id, code);
      } finally {
        provider.outage = false;
      }
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('payment_provider_unavailable');
      expect(await customersOf(m.userId)).toEqual([]);
      expect((await requestsOf(m.userId))[0]).toMatchObject({
        status: 'awaiting_code',
        attempts: 0,
      });
      const answer = await ctx.app.directDebits.confirm(m.userId, Number(id), code);
      expect(answer.payment.method).toBe('directdebit');
      expect(await customersOf(m.userId)).toHaveLength(1);
      // The member's next mandate reuses that customer.
      const phone = freshPhone();
      const next = (await request(m.cookie, await form({ phone: phone.local }))).json();
      const nextCode = codeOf((await smsTo(phone.e164))[0]!.text_body);
      expect((await confirm(m.cookie, next.request_id, nextCode)).statusCode).toBe(200);
      expect(await customersOf(m.userId)).toHaveLength(1);
      const customers = await ctx.app.db
        .selectFrom('payment_mandates')
        .select('provider_customer_id')
        .where('user_id', '=', m.userId)
        .execute();
      expect(new Set(customers.map((c) => c.provider_customer_id)).size).toBe(1);
    });
  });
});
