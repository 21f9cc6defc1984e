import { randomUUID } from 'node:crypto';
import { StaffRepository } from '../src/modules/staff/staff.repository';
import { refundCredits } from '../src/modules/support/refund.service';
import { activeMember, creditsOf, login, signup, type TestContext } from './helper';
import {
  choose,
  createPayment,
  packageOf,
  paymentsApp,
  settledPayment,
  signedUpLongAgo,
} from './payments-kit';
import { StaffBrowser, staffAccount } from './staff-kit';

type Member = Awaited<ReturnType<typeof activeMember>>;

describe('support and refunds on the staff listener (decision 0162)', () => {
  let ctx: TestContext;
  let staff: string;
  let support: StaffBrowser;
  let finance: StaffBrowser;
  let admin: StaffBrowser;
  let moderator: StaffBrowser;
  let supportId: number;
  let financeId: number;
  beforeAll(async () => {
    ctx = await paymentsApp({ settleDelayMs: 0 });
    await ctx.app.listenStaff();
    staff = `http://127.0.0.1:${ctx.app.staffAddress()!.port}`;
    const signedIn = async (roles: Parameters<typeof staffAccount>[1], name: string) => {
      const account = await staffAccount(ctx, roles, name);
      const browser = new StaffBrowser(staff);
      expect((await browser.signIn(account)).status).toBe(200);
      return { browser, id: account.id };
    };
    ({ browser: support, id: supportId } = await signedIn(['support'], 'Sam'));
    ({ browser: finance, id: financeId } = await signedIn(['finance'], 'Fenna'));
    ({ browser: admin } = await signedIn(['admin', 'support'], 'Ada'));
    ({ browser: moderator } = await signedIn(['moderator'], 'Mo'));
  });
  afterAll(() => ctx.close());

  const auditOf = (userId: number) =>
    new StaffRepository(ctx.app.db).auditOf('member', String(userId));
  const mails = (to: string, kind: string) =>
    ctx.app.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  /** A member who bought the offer's first package at the provider's checkout. */
  async function buyer(options: { language?: string } = {}) {
    const m: Member = await activeMember(ctx.app, { country: 'NL' });
    await signedUpLongAgo(ctx.app, m.userId, ctx.clock.now);
    await ctx.app.db
      .updateTable('users')
      .set({ credits: 0, language: options.language ?? 'nl' })
      .where('id', '=', m.userId)
      .execute();
    const pkg = await packageOf(ctx.app, m.cookie, 0);
    const started = (
      await createPayment(ctx.app, m.cookie, { package_id: pkg.id, method: 'ideal' })
    ).json();
    await choose(started.checkout_url, 'paid');
    const done = await settledPayment(ctx, m.cookie, started.payment.id);
    expect(done.payment.status).toBe('completed');
    return {
      ...m,
      paymentId: Number(started.payment.id),
      credits: pkg.credits,
      paidCents: done.payment.amount_cents as number,
    };
  }

  const refund = (
    browser: StaffBrowser,
    paymentId: number,
    body: { amountCents: number; reason?: string; idempotencyKey?: string },
  ) =>
    browser.call('POST', `/staff-api/payments/${paymentId}/refund`, {
      reason: 'Complaint about a fake profile',
      idempotencyKey: randomUUID(),
      ...body,
    });
  const providerRefunds = async (paymentId: number) => {
    const { provider_payment_id } = await ctx.app.db
      .selectFrom('payments')
      .select('provider_payment_id')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return ctx.app.db
      .selectFrom('test_provider_refunds')
      .select(['amount_cents', 'idempotency_key'])
      .where('payment_id', '=', provider_payment_id!)
      .execute();
  };
  const ledger = (userId: number) =>
    ctx.app.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'reference'])
      .where('user_id', '=', userId)
      .where('reason', '=', 'staff_refund')
      .execute();
  const paidUser = async (userId: number) =>
    (
      await ctx.app.db
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).paid_user;

  describe('who may do what', () => {
    it('lets support and admin search, and audits the query; finance and moderators get 403', async () => {
      const m = await activeMember(ctx.app);
      const found = await support.call(
        'GET',
        `/staff-api/members?q=${encodeURIComponent(m.email)}`,
      );
      expect(found.status).toBe(200);
      expect(found.body.members).toEqual([
        {
          id: String(m.userId),
          profileId: m.profileId,
          name: m.user.profile.name ?? expect.any(String),
          email: m.email,
          state: 'active',
        },
      ]);
      expect((await admin.call('GET', '/staff-api/members?q=member')).status).toBe(200);
      for (const browser of [finance, moderator]) {
        const refused = await browser.call('GET', '/staff-api/members?q=member');
        expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
      }
      const searched = await ctx.app.db
        .selectFrom('staff_audit')
        .select(['detail', 'staff_id'])
        .where('action', '=', 'support.searched')
        .where('staff_id', '=', supportId)
        .execute();
      expect(searched.map((row) => JSON.parse(row.detail))).toContainEqual({
        query: m.email,
        results: 1,
      });
    });

    it('refuses without a session (401), with a member session (401), and on the member listener (404)', async () => {
      const nobody = await new StaffBrowser(staff).call('GET', '/staff-api/members?q=a');
      expect([nobody.status, nobody.body.code]).toEqual([401, 'staff_authentication_required']);
      const asMember = await new StaffBrowser(staff).call(
        'GET',
        '/staff-api/members/1',
        undefined,
        {
          cookie: await login(ctx.app),
        },
      );
      expect(asMember.status).toBe(401);
      const memberListener = ctx.app.server.address() as { port: number };
      expect(
        (
          await fetch(`http://127.0.0.1:${memberListener.port}/staff-api/members?q=a`, {
            headers: { cookie: support.cookie },
          })
        ).status,
      ).toBe(404);
    });

    it('finds by name start (any case), by id, and shows at most 50', async () => {
      const m = await activeMember(ctx.app, { name: 'Zwaantje' });
      const byName = await support.call('GET', '/staff-api/members?q=zWAAN');
      expect(byName.body.members).toContainEqual(expect.objectContaining({ id: String(m.userId) }));
      const byId = await support.call('GET', `/staff-api/members?q=${m.userId}`);
      expect(byId.body.members).toContainEqual(expect.objectContaining({ id: String(m.userId) }));
      const byPrefix = await support.call('GET', '/staff-api/members?q=member');
      expect((byPrefix.body.members as unknown[]).length).toBeLessThanOrEqual(50);
      const wildcard = await support.call('GET', '/staff-api/members?q=%25');
      expect(wildcard.body.members).toEqual([]);
    });

    it('shows the file to support, finance and admin, audited; not to a moderator', async () => {
      const m = await buyer();
      for (const browser of [support, finance, admin]) {
        const file = await browser.call('GET', `/staff-api/members/${m.userId}`);
        expect(file.status).toBe(200);
      }
      const file = (await finance.call('GET', `/staff-api/members/${m.userId}`)).body;
      expect(file).toMatchObject({
        id: String(m.userId),
        email: m.email,
        state: 'active',
        language: 'nl',
        credits: m.credits,
        premium: true,
        restrictions: [],
        decisions: [],
        payments: [
          {
            id: String(m.paymentId),
            status: 'completed',
            amountCents: m.paidCents,
            refundedCents: 0,
            refundableCents: m.paidCents,
            credits: m.credits,
            provider: 'test',
          },
        ],
      });
      // Every session the member has (signed up and signed in: two), without its secrets.
      const stored = await ctx.app.db
        .selectFrom('sessions')
        .select('created_at')
        .where('user_id', '=', m.userId)
        .execute();
      expect(stored.length).toBeGreaterThan(0);
      expect(file.sessions).toEqual(
        stored.map(() => expect.objectContaining({ ip: null, createdAt: expect.any(String) })),
      );
      expect(JSON.stringify(file.sessions)).not.toMatch(/id_hash|public_id/);
      expect(file.ledger).toContainEqual(
        expect.objectContaining({ amount: m.credits, reason: 'purchase' }),
      );
      const refused = await moderator.call('GET', `/staff-api/members/${m.userId}`);
      expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
      const views = (await auditOf(m.userId)).filter(
        (row) => row.action === 'support.viewed_member',
      );
      expect(views).toHaveLength(4);
      expect(views.map((row) => JSON.parse(row.detail).role)).toEqual([
        'support',
        'finance',
        'support',
        'finance',
      ]);
      expect((await support.call('GET', '/staff-api/members/999999')).status).toBe(404);
    });

    it('lets finance refund and nobody else: support and admin without finance get 403', async () => {
      const m = await buyer();
      for (const browser of [support, admin, moderator]) {
        const refused = await refund(browser, m.paymentId, { amountCents: 100 });
        expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
      }
      for (const browser of [finance, moderator]) {
        const refused = await browser.call('POST', `/staff-api/members/${m.userId}/end-sessions`, {
          reason: 'Asked by the member',
        });
        expect([refused.status, refused.body.code]).toEqual([403, 'staff_role_required']);
      }
      expect(await providerRefunds(m.paymentId)).toEqual([]);
      const nobody = await refund(new StaffBrowser(staff), m.paymentId, { amountCents: 100 });
      expect(nobody.status).toBe(401);
    });
  });

  describe('support actions', () => {
    it('resends the activation mail while the account waits for it, then refuses with 409', async () => {
      const m = await signup(ctx.app);
      const userId = Number(m.user.id);
      const before = (await mails(m.email, 'activation')).length;
      const sent = await support.call('POST', `/staff-api/members/${userId}/activation-mail`, {});
      expect([sent.status, sent.body]).toEqual([200, { done: true }]);
      expect(await mails(m.email, 'activation')).toHaveLength(before + 1);
      expect((await auditOf(userId)).map((row) => row.action)).toContain(
        'support.resent_activation',
      );
      const active = await activeMember(ctx.app);
      const refused = await support.call(
        'POST',
        `/staff-api/members/${active.userId}/activation-mail`,
        { reason: 'Member says no mail came' },
      );
      expect([refused.status, refused.body.code]).toEqual([409, 'already_confirmed']);
      expect((await auditOf(active.userId)).map((row) => row.action)).not.toContain(
        'support.resent_activation',
      );
    });

    it('ends all sessions: the member is signed out and the sockets are told', async () => {
      const m = await activeMember(ctx.app);
      await login(ctx.app, m.email, 'secret-password');
      const sessions = () =>
        ctx.app.db
          .selectFrom('sessions')
          .select('id_hash')
          .where('user_id', '=', m.userId)
          .execute();
      const before = (await sessions()).length;
      expect(before).toBeGreaterThanOrEqual(2);
      const ended = await admin.call('POST', `/staff-api/members/${m.userId}/end-sessions`, {
        reason: 'Phone stolen, member asked us to sign out everywhere',
      });
      expect([ended.status, ended.body]).toEqual([200, { done: true, count: before }]);
      expect(await sessions()).toEqual([]);
      const control = await ctx.app.db
        .selectFrom('jobs')
        .select('payload')
        .where('name', '=', 'live.control')
        .execute();
      expect(control.map((job) => JSON.parse(job.payload))).toContainEqual({
        userId: m.userId,
        control: { kind: 'sessions-ended', sessionIds: expect.any(Array) },
      });
      const [row] = (await auditOf(m.userId)).filter(
        (one) => one.action === 'support.ended_sessions',
      );
      expect(JSON.parse(row!.detail)).toMatchObject({
        role: 'support',
        reason: 'Phone stolen, member asked us to sign out everywhere',
        sessions: before,
      });
      const noReason = await support.call('POST', `/staff-api/members/${m.userId}/end-sessions`, {
        reason: '',
      });
      expect(noReason.status).toBe(400);
    });

    it('starts a data export, and the member gets the mail with its link', async () => {
      const m = await activeMember(ctx.app);
      const started = await support.call('POST', `/staff-api/members/${m.userId}/data-export`, {
        reason: 'Member asked by phone',
      });
      expect([started.status, started.body]).toEqual([200, { done: true }]);
      await ctx.app.jobs.drain();
      const [mail] = await mails(m.email, 'data_export');
      expect(mail!.text_body).toMatch(/\/api\/data-export\.php\?token=/);
      expect((await auditOf(m.userId)).map((row) => row.action)).toContain(
        'support.started_export',
      );
    });
  });

  describe('refunds', () => {
    it('keeps premium while another purchase stands, and a purchase refunded in full no longer counts', async () => {
      const m = await buyer();
      // A second purchase of the same member.
      const pkg = await packageOf(ctx.app, m.cookie, 0);
      const started = (
        await createPayment(ctx.app, m.cookie, { package_id: pkg.id, method: 'ideal' })
      ).json();
      await choose(started.checkout_url, 'paid');
      expect((await settledPayment(ctx, m.cookie, started.payment.id)).payment.status).toBe(
        'completed',
      );
      const full = await refund(finance, m.paymentId, { amountCents: m.paidCents });
      expect((full.body.refund as { premiumEnded: boolean }).premiumEnded).toBe(false);
      // The member withdraws from the second: the first, paid back in full, keeps no premium.
      const withdrawn = await ctx.app.inject({
        method: 'POST',
        url: '/api/withdrawal.php',
        headers: { cookie: m.cookie },
        payload: { payment_id: String(started.payment.id) },
      });
      expect(withdrawn.statusCode).toBe(200);
      const member = await ctx.app.db
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', m.userId)
        .executeTakeFirstOrThrow();
      expect(member.paid_user).toBe(0);
    });

    it('refunds all: credits back, premium ended, the provider refunds once, the member is told', async () => {
      const m = await buyer();
      const key = randomUUID();
      const first = await refund(finance, m.paymentId, {
        amountCents: m.paidCents,
        idempotencyKey: key,
        reason: 'Charged twice by the bank',
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        refund: {
          paymentId: String(m.paymentId),
          amountCents: m.paidCents,
          creditsTaken: m.credits,
          creditsShort: 0,
          premiumEnded: true,
        },
        payment: { refundedCents: m.paidCents, refundableCents: 0 },
      });
      const again = await refund(finance, m.paymentId, {
        amountCents: m.paidCents,
        idempotencyKey: key,
        reason: 'Charged twice by the bank',
      });
      expect(again.status).toBe(200);
      expect((again.body.refund as { id: string }).id).toBe(
        (first.body.refund as { id: string }).id,
      );
      await ctx.app.jobs.drain();
      const atProvider = await providerRefunds(m.paymentId);
      expect(atProvider).toEqual([
        {
          amount_cents: m.paidCents,
          idempotency_key: `staff-refund-${(first.body.refund as { id: string }).id}`,
        },
      ]);
      expect(await ledger(m.userId)).toEqual([
        {
          amount: -m.credits,
          reason: 'staff_refund',
          reference: `refund:${(first.body.refund as { id: string }).id}`,
        },
      ]);
      expect(await creditsOf(ctx.app, m.userId)).toBe(0);
      expect(await paidUser(m.userId)).toBe(0);
      const told = await mails(m.email, 'payment_refund');
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toMatch(/^We betalen je €\s?[\d,.]+ terug$/);
      expect(told[0]!.text_body).toContain(`${m.credits} credits`);
      const audit = (await auditOf(m.userId)).filter((row) => row.action === 'finance.refunded');
      expect(audit).toHaveLength(1);
      expect(audit[0]!.staff_id).toBe(financeId);
      expect(JSON.parse(audit[0]!.detail)).toMatchObject({
        role: 'finance',
        payment: m.paymentId,
        amountCents: m.paidCents,
        reason: 'Charged twice by the bank',
      });
      const refunded = await ctx.app.db
        .selectFrom('payment_refunds')
        .select('status')
        .where('payment_id', '=', m.paymentId)
        .execute();
      expect(refunded).toEqual([{ status: 'refunded' }]);
      // The member's own list says what was paid back, and no withdrawal is left.
      const list = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/transactions.php',
          headers: { cookie: m.cookie },
        })
      ).json();
      expect(list.transactions[0]).toMatchObject({
        id: String(m.paymentId),
        refund: { refunded_cents: m.paidCents, credits_taken: m.credits },
        withdrawal: { possible: false },
      });
    });

    it('refunds part pro rata, and refuses what would pay back more than was paid', async () => {
      const m = await buyer({ language: 'de' });
      const part = Math.floor(m.paidCents / 4);
      const partial = await refund(finance, m.paymentId, { amountCents: part });
      expect(partial.status).toBe(200);
      const taken = Math.floor((m.credits * part) / m.paidCents);
      expect(partial.body).toMatchObject({
        refund: { amountCents: part, creditsTaken: taken, premiumEnded: false },
        payment: { refundableCents: m.paidCents - part },
      });
      expect(await creditsOf(ctx.app, m.userId)).toBe(m.credits - taken);
      expect(await paidUser(m.userId)).toBe(1);
      const over = await refund(finance, m.paymentId, { amountCents: m.paidCents - part + 1 });
      expect([over.status, over.body.code, over.body.params]).toEqual([
        409,
        'refund_exceeds_payment',
        { refundableCents: m.paidCents - part },
      ]);
      // Two refunds at once that together exceed what is left: one of them is refused.
      const left = m.paidCents - part;
      const [a, b] = await Promise.all([
        refund(finance, m.paymentId, { amountCents: left - 1 }),
        refund(finance, m.paymentId, { amountCents: 2 }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      await ctx.app.jobs.drain();
      const paidBack = (await providerRefunds(m.paymentId)).reduce(
        (sum, one) => sum + one.amount_cents,
        0,
      );
      expect(paidBack).toBeLessThanOrEqual(m.paidCents);
      const [mail] = await mails(m.email, 'payment_refund');
      expect(mail!.subject).toMatch(/^Wir erstatten dir/);
      const reused = await refund(finance, m.paymentId, {
        amountCents: 1,
        idempotencyKey: (
          await ctx.app.db
            .selectFrom('payment_refunds')
            .select('idempotency_key')
            .where('payment_id', '=', m.paymentId)
            .executeTakeFirstOrThrow()
        ).idempotency_key,
      });
      expect([reused.status, reused.body.code]).toEqual([409, 'idempotency_key_reused']);
    });

    it('leaves the member the withdrawal of the rest, which refunds only its own part', async () => {
      const m = await buyer();
      const part = Math.floor(m.paidCents / 2);
      expect((await refund(finance, m.paymentId, { amountCents: part })).status).toBe(200);
      const withdrawn = await ctx.app.inject({
        method: 'POST',
        url: '/api/withdrawal.php',
        payload: { payment_id: String(m.paymentId) },
        headers: { cookie: m.cookie },
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().payment.withdrawal.refunded_cents).toBe(m.paidCents - part);
      expect(await creditsOf(ctx.app, m.userId)).toBe(0);
      await ctx.app.jobs.drain();
      const paidBack = (await providerRefunds(m.paymentId)).map((one) => one.amount_cents).sort();
      expect(paidBack).toEqual([part, m.paidCents - part].sort());
      const file = (await finance.call('GET', `/staff-api/members/${m.userId}`)).body as {
        payments: { refundedCents: number; refundableCents: number }[];
      };
      expect(file.payments[0]).toMatchObject({ refundedCents: m.paidCents, refundableCents: 0 });
      const more = await refund(finance, m.paymentId, { amountCents: 1 });
      expect([more.status, more.body.code]).toEqual([409, 'refund_exceeds_payment']);
    });

    it('never takes the balance below zero: spent credits are noted as short', async () => {
      const m = await buyer();
      await ctx.app.db
        .updateTable('users')
        .set({ credits: 3 })
        .where('id', '=', m.userId)
        .execute();
      const all = await refund(finance, m.paymentId, { amountCents: m.paidCents });
      expect(all.body.refund).toMatchObject({ creditsTaken: 3, creditsShort: m.credits - 3 });
      expect(await creditsOf(ctx.app, m.userId)).toBe(0);
    });

    it('refuses a payment that is not completed, or a zero amount', async () => {
      const m = await activeMember(ctx.app, { country: 'NL' });
      const pkg = await packageOf(ctx.app, m.cookie, 0);
      const open = (
        await createPayment(ctx.app, m.cookie, { package_id: pkg.id, method: 'ideal' })
      ).json();
      const refused = await refund(finance, Number(open.payment.id), { amountCents: 100 });
      expect([refused.status, refused.body.code]).toEqual([409, 'payment_not_refundable']);
      const zero = await refund(finance, Number(open.payment.id), { amountCents: 0 });
      expect(zero.status).toBe(400);
      expect((await refund(finance, 999_999, { amountCents: 1 })).status).toBe(404);
      expect(
        await ctx.app.db
          .selectFrom('payment_refunds')
          .select('id')
          .where('payment_id', '=', Number(open.payment.id))
          .execute(),
      ).toEqual([]);
    });
  });
});

describe('refundCredits', () => {
  it('takes the credits of what is left pro rata, all of them for all that is left, never past the balance', () => {
    const base = { credits: 100, takenBefore: 0, leftCents: 1000, balance: 500 };
    expect(refundCredits({ ...base, refundCents: 1000 })).toEqual({ taken: 100, short: 0 });
    expect(refundCredits({ ...base, refundCents: 250 })).toEqual({ taken: 25, short: 0 });
    expect(refundCredits({ ...base, refundCents: 333 })).toEqual({ taken: 33, short: 0 });
    expect(refundCredits({ ...base, refundCents: 1000, balance: 40 })).toEqual({
      taken: 40,
      short: 60,
    });
    expect(
      refundCredits({
        credits: 100,
        takenBefore: 25,
        leftCents: 750,
        refundCents: 750,
        balance: 90,
      }),
    ).toEqual({ taken: 75, short: 0 });
  });
});
