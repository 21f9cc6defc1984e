import type { Kysely } from 'kysely';
import * as reservationsMigration from '../src/db/migrations/20261213-0001-discount-code-reservations';
import { PaymentsRepository } from '../src/modules/payments/payments.repository';
import { activeMember, type TestContext } from './helper';
import { describeOnPostgres, onPostgres } from './services/postgres';
import {
  choose,
  countRows,
  createPayment,
  packageOf,
  paymentsApp,
  userRow,
  whileProviderCannotCreate,
} from './payments-kit';

type Member = Awaited<ReturnType<typeof activeMember>>;

const HOUR = 3_600_000;

/**
 * A once-per-member discount code is reserved by the payment that carries it: at most one
 * open payment of a member has it, an end without pay gives it back, completing uses it.
 */
describe('POST /api/payment.php: once-per-member codes on one open payment at a time', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await paymentsApp();
  });
  afterAll(() => ctx.close());

  /** A member in the time bonus's first hours (TIMEBONUS25 is the active discount). */
  const newMember = () => activeMember(ctx.app);
  /** A member past the time bonus and within the welcome week (WELCOME25 is active). */
  async function welcomeMember() {
    const member = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ signup_date: new Date(ctx.clock.now.getTime() - 6 * HOUR).toISOString() })
      .where('id', '=', member.userId)
      .execute();
    return member;
  }
  const buy = async (member: Member, code?: string) =>
    createPayment(ctx.app, member.cookie, {
      package_id: (await packageOf(ctx.app, member.cookie)).id,
      method: 'ideal',
      ...(code ? { discount_code: code } : {}),
    });
  const reservations = (member: Member) =>
    ctx.app.db
      .selectFrom('discount_code_uses')
      .innerJoin('discount_codes', 'discount_codes.id', 'discount_code_uses.discount_code_id')
      .select(['discount_codes.code', 'discount_code_uses.state', 'discount_code_uses.payment_id'])
      .where('discount_code_uses.user_id', '=', member.userId)
      .execute();
  /** The provider's word on a payment, through its hosted page and the webhook. */
  const settle = async (checkoutUrl: string, status: string) => {
    await choose(checkoutUrl, status);
    await ctx.app.jobs.drain();
  };

  describe.each([
    { name: 'TIMEBONUS25 typed', member: newMember, typed: 'TIMEBONUS25', code: 'TIMEBONUS25' },
    { name: 'the time bonus applied by itself', member: newMember, code: 'TIMEBONUS25' },
    { name: 'WELCOME25 typed', member: welcomeMember, typed: 'welcome25', code: 'WELCOME25' },
    { name: 'the welcome code applied by itself', member: welcomeMember, code: 'WELCOME25' },
  ])('$name', ({ member: makeMember, typed, code }) => {
    it('goes onto exactly one of 20 purchases made at once; the others are refused, coded', async () => {
      const member = await makeMember();
      const pkg = await packageOf(ctx.app, member.cookie);
      const answers = await Promise.all(Array.from({ length: 20 }, () => buy(member, typed)));
      const won = answers.filter((answer) => answer.statusCode === 200);
      expect(won).toHaveLength(1);
      const winner = won[0]!.json().payment;
      expect(winner).toMatchObject({
        discount_code: code,
        discount_percentage: 25,
        amount_cents: Math.round(pkg.price_cents * 0.75),
      });
      const refusals = answers
        .filter((answer) => answer.statusCode !== 200)
        .map((answer) => [answer.statusCode, answer.json()]);
      expect(refusals).toEqual(
        Array.from({ length: 19 }, () => [
          409,
          {
            statusCode: 409,
            code: 'code_reserved',
            messageKey: 'code_reserved',
            params: { payment_id: winner.id },
          },
        ]),
      );
      // The refused purchases left nothing behind: no payment, no provider payment.
      expect(await countRows(ctx.app, 'payments', member.userId)).toBe(1);
      expect(await reservations(member)).toEqual([
        { code, state: 'reserved', payment_id: Number(winner.id) },
      ]);

      // Paid: the member gets the credits of one purchase at 25 % off, and the code is used.
      await settle(won[0]!.json().checkout_url, 'paid');
      expect(await userRow(ctx.app, member.userId)).toEqual({
        credits: pkg.credits,
        paid_user: 1,
      });
      expect(await reservations(member)).toEqual([
        { code, state: 'used', payment_id: Number(winner.id) },
      ]);
    });
  });

  it('refuses the code on later purchases while the first is open, and frees it when that fails', async () => {
    const member = await newMember();
    const first = await buy(member, 'TIMEBONUS25');
    expect(first.json().payment.discount_percentage).toBe(25);
    for (const attempt of [1, 2, 3]) {
      const later = await buy(member, 'TIMEBONUS25');
      expect({ attempt, status: later.statusCode, code: later.json().code }).toEqual({
        attempt,
        status: 409,
        code: 'code_reserved',
      });
    }
    // The banner still offers the bonus: the open payment may yet fail.
    const welcome = await ctx.app.inject({
      method: 'GET',
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: member.cookie },
    });
    expect(welcome.json()).toMatchObject({ discountcode: { code: 'TIMEBONUS25' } });

    await settle(first.json().checkout_url, 'failed');
    expect(await reservations(member)).toEqual([]);
    const again = await buy(member, 'TIMEBONUS25');
    expect([again.statusCode, again.json().payment.discount_percentage]).toEqual([200, 25]);
    await settle(again.json().checkout_url, 'paid');

    // Used: never reserved again (and the member, now paid, has no time bonus).
    const afterUse = await buy(member, 'TIMEBONUS25');
    expect([afterUse.statusCode, afterUse.json().code]).toEqual([422, 'code_invalid']);
    expect(await countRows(ctx.app, 'payments', member.userId)).toBe(2);
  });

  it.each(['expired', 'canceled'])('frees the code when the payment is %s', async (end) => {
    const member = await welcomeMember();
    const first = await buy(member, 'WELCOME25');
    expect((await buy(member, 'WELCOME25')).json().code).toBe('code_reserved');
    await settle(first.json().checkout_url, end);
    const again = await buy(member, 'WELCOME25');
    expect([again.statusCode, again.json().payment.discount_code]).toEqual([200, 'WELCOME25']);
  });

  it('frees the code when the reconciliation finds the payment expired at the provider', async () => {
    const member = await welcomeMember();
    const first = (await buy(member, 'WELCOME25')).json().payment;
    const row = await new PaymentsRepository(ctx.app.db).byId(Number(first.id));
    // The provider let it expire and its webhook never came.
    await ctx.app.db
      .updateTable('test_provider_payments')
      .set({ status: 'expired' })
      .where('id', '=', row!.provider_payment_id!)
      .execute();
    expect((await buy(member, 'WELCOME25')).json().code).toBe('code_reserved');
    await ctx.app.payments.reconcile({ paymentId: Number(first.id) });
    const again = await buy(member, 'WELCOME25');
    expect([again.statusCode, again.json().payment.discount_code]).toEqual([200, 'WELCOME25']);
  });

  it('frees the code of a payment the provider never took (unreachable)', async () => {
    const member = await welcomeMember();
    const down = await whileProviderCannotCreate(ctx.app, () => buy(member, 'WELCOME25'));
    expect([down.statusCode, down.json().code]).toEqual([503, 'payment_provider_unavailable']);
    expect(await reservations(member)).toEqual([]);
    const again = await buy(member, 'WELCOME25');
    expect([again.statusCode, again.json().payment.discount_code]).toEqual([200, 'WELCOME25']);
  });

  it('says code_used, not reserved, for a code whose purchase completed', async () => {
    const member = await welcomeMember();
    const first = await buy(member, 'WELCOME25');
    await settle(first.json().checkout_url, 'paid');
    const again = await buy(member, 'WELCOME25');
    expect([again.statusCode, again.json().code]).toEqual([409, 'code_used']);
  });

  it('never reserves a used code, even for a purchase that passed the check before the use', async () => {
    const member = await welcomeMember();
    const first = (await buy(member, 'WELCOME25')).json().payment;
    const repo = new PaymentsRepository(ctx.app.db);
    const code = await repo.discountCodeRow('WELCOME25', 25, ctx.clock.now.toISOString());
    await repo.useCode(
      { id: Number(first.id), user_id: member.userId, discount_code_id: code.id },
      ctx.clock.now.toISOString(),
    );
    // What a second purchase's transaction does after its check said the code was free.
    expect(
      await repo.reserveCode({
        codeId: code.id,
        userId: member.userId,
        paymentId: Number(first.id),
        now: ctx.clock.now.toISOString(),
      }),
    ).toEqual({ state: 'used', paymentId: Number(first.id) });
  });

  it('lets a code a member may use often go onto several open payments', async () => {
    const member = await welcomeMember();
    await ctx.app.db
      .insertInto('discount_codes')
      .values({
        code: 'ALWAYS5',
        country: null,
        user_id: null,
        expires_at: null,
        value_percentage: 5,
        currency: 'EUR',
        minimum_order_value: 0,
        status: 'active',
        once_per_user: 0,
        paymentmethods: '[]',
        created_at: ctx.clock.now.toISOString(),
      })
      .execute();
    const answers = await Promise.all([1, 2, 3].map(() => buy(member, 'ALWAYS5')));
    expect(answers.map((answer) => answer.json().payment.discount_percentage)).toEqual([5, 5, 5]);
  });

  it('migrates: payments open before reservations get theirs, the oldest of a member winning', async () => {
    const member = await welcomeMember();
    const first = Number((await buy(member, 'WELCOME25')).json().payment.id);
    const copyOf = async (id: number) => {
      const { id: _id, ...row } = (await ctx.app.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow())!;
      await ctx.app.db
        .insertInto('payments')
        .values({
          ...row,
          status: 'pending',
          idempotency_key: `copy-${id}`,
          provider_payment_id: null,
          invoice_number: null,
          completed_at: null,
        })
        .execute();
    };
    // A second open payment with the code, as two checkouts of before could make.
    await copyOf(first);
    const paid = await welcomeMember();
    const completed = await buy(paid, 'WELCOME25');
    await settle(completed.json().checkout_url, 'paid');
    await copyOf(Number(completed.json().payment.id));

    // The migration back and forth, as a database of before meets it.
    const schema = ctx.app.db as unknown as Kysely<unknown>;
    await reservationsMigration.down(schema);
    await reservationsMigration.up(schema);
    expect(await reservations(member)).toEqual([
      { code: 'WELCOME25', state: 'reserved', payment_id: first },
    ]);
    expect(await reservations(paid)).toEqual([
      { code: 'WELCOME25', state: 'used', payment_id: Number(completed.json().payment.id) },
    ]);
  });

  describeOnPostgres(onPostgres('between transactions open at once'), () => {
    class RolledBack extends Error {}

    /** A reservation of WELCOME25 in a transaction of its own, held open until released. */
    async function heldReservation(member: Member, paymentId: number, end: 'commit' | 'rollback') {
      const repo = new PaymentsRepository(ctx.app.db);
      const code = await repo.discountCodeRow('WELCOME25', 25, ctx.clock.now.toISOString());
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let reserved!: () => void;
      const isReserved = new Promise<void>((resolve) => (reserved = resolve));
      const done = ctx.app.db
        .transaction()
        .execute(async (trx) => {
          await new PaymentsRepository(trx).reserveCode({
            codeId: code.id,
            userId: member.userId,
            paymentId,
            now: ctx.clock.now.toISOString(),
          });
          reserved();
          await released;
          if (end === 'rollback') throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      await isReserved;
      return { release, done };
    }

    it.each([
      ['commits', 409, 'commit', 'code_reserved'],
      ['rolls back', 200, 'rollback', undefined],
    ] as const)(
      'a purchase waits for the other transaction’s reservation and, when that %s, answers %i',
      async (_, status, end, code) => {
        const member = await welcomeMember();
        // Some payment to hold the reservation (its row only has to exist).
        const other = await newMember();
        const holder = Number((await buy(other)).json().payment.id);
        const held = await heldReservation(member, holder, end);
        let answered = false;
        const purchase = buy(member, 'WELCOME25').then((answer) => {
          answered = true;
          return answer;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Still waiting on the open transaction's row, not decided by a read before it.
        expect(answered).toBe(false);
        held.release();
        await held.done;
        const answer = await purchase;
        expect([answer.statusCode, answer.json().code]).toEqual([status, code]);
      },
    );
  });
});
