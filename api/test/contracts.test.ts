import { activeMember, createTestApp, type TestContext } from './helper';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('/api/contracts.php: the cancellation button for repeating agreements', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ profiles: 2 });
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', who: Member | null, payload?: object) =>
    ctx.app.inject({
      method,
      url: '/api/contracts.php',
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A direct-debit mandate at the test provider, stored for the member. */
  async function mandateOf(member: Member) {
    const now = ctx.clock.now.toISOString();
    const customerId = `cst_${member.userId}`;
    const providerMandateId = `mdt_${member.userId}`;
    await ctx.app.db
      .insertInto('test_provider_mandates')
      .values({
        id: providerMandateId,
        customer_id: customerId,
        method: 'directdebit',
        status: 'valid',
        label: 'NL** **** **** 4300',
        consumer_name: 'S. de Vries',
        consumer_account: 'NL91ABNA0417164300',
        reference: `ref-${member.userId}`,
        created_at: now,
      })
      .execute();
    const row = await ctx.app.db
      .insertInto('payment_mandates')
      .values({
        user_id: member.userId,
        provider: 'test',
        provider_customer_id: customerId,
        provider_mandate_id: providerMandateId,
        method: 'directdebit',
        status: 'valid',
        label: 'NL** **** **** 4300',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: String(row.id), providerMandateId };
  }
  const receipts = (member: Member) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('user_id', '=', member.userId)
      .where('kind', '=', 'contract_cancelled')
      .execute();

  it('lists a running mandate, cancels it once with a receipt, and the provider revokes it', async () => {
    const member = await activeMember(ctx.app);
    const mandate = await mandateOf(member);
    expect((await call('GET', member)).json().contracts).toEqual([
      {
        id: mandate.id,
        method: 'directdebit',
        label: 'NL** **** **** 4300',
        since: ctx.clock.now.toISOString(),
        cancelled_at: null,
      },
    ]);

    ctx.clock.advance(60_000);
    const cancelled = await call('POST', member, { contract_id: mandate.id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().contract).toMatchObject({ cancelled_at: ctx.clock.now.toISOString() });
    // A second press (another tab) answers the same, and mails nothing more.
    const again = await call('POST', member, { contract_id: mandate.id });
    expect(again.json()).toEqual(cancelled.json());
    const mails = await receipts(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bevestiging van je opzegging');
    expect(mails[0]!.text_body).toContain('NL** **** **** 4300');
    expect(mails[0]!.text_body).toMatch(/1 juni 2026.* 14:01 CEST/);

    // Nothing is charged on it any more: a repeat order no longer offers it.
    const valid = await ctx.app.db
      .selectFrom('payment_mandates')
      .select('status')
      .where('id', '=', Number(mandate.id))
      .executeTakeFirstOrThrow();
    expect(valid.status).toBe('cancelled');
    await ctx.app.jobs.drain();
    const atProvider = await ctx.app.db
      .selectFrom('test_provider_mandates')
      .select('status')
      .where('id', '=', mandate.providerMandateId)
      .executeTakeFirstOrThrow();
    expect(atProvider.status).toBe('invalid');
  });

  it('answers another member’s agreement as not found, and refuses a visitor', async () => {
    const [owner, other] = [await activeMember(ctx.app), await activeMember(ctx.app)];
    const mandate = await mandateOf(owner);
    const foreign = await call('POST', other, { contract_id: mandate.id });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', other)).json().contracts).toEqual([]);
    expect((await call('GET', null)).statusCode).toBe(403);
    expect((await call('POST', null, { contract_id: mandate.id })).statusCode).toBe(403);
    expect((await call('GET', owner)).json().contracts[0].cancelled_at).toBeNull();
  });

  it('keeps the cancellation when the provider is down, and revokes once it is back', async () => {
    const member = await activeMember(ctx.app);
    const mandate = await mandateOf(member);
    const provider = ctx.app.paymentProvider as unknown as { outage: boolean };
    provider.outage = true;
    try {
      expect((await call('POST', member, { contract_id: mandate.id })).statusCode).toBe(200);
      await ctx.app.jobs.drain();
    } finally {
      provider.outage = false;
    }
    const stored = () =>
      ctx.app.db
        .selectFrom('payment_mandates')
        .select(['status', 'provider_revoked_at'])
        .where('id', '=', Number(mandate.id))
        .executeTakeFirstOrThrow();
    expect(await stored()).toEqual({ status: 'cancelled', provider_revoked_at: null });
    // The job's retry, once its wait is over.
    ctx.clock.advance(60_000);
    await ctx.app.jobs.drain();
    expect(await stored()).toEqual({
      status: 'cancelled',
      provider_revoked_at: ctx.clock.now.toISOString(),
    });
  });
});
