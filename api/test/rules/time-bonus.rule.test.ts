import {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_MS,
  timeBonusAt,
  type TimeBonus,
} from '@dating/shared-contracts/api';
import { PaymentsRepository } from '../../src/modules/payments/payments.repository';
import { activeMember, createTestApp, type TestContext } from '../helper';

const MINUTE = 60_000;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const bonusUntil = (signupMinutesAgo: number): TimeBonus => ({
  code: TIME_BONUS_CODE,
  value_percentage: TIME_BONUS_PERCENTAGE,
  expires: new Date(NOW - signupMinutesAgo * MINUTE + TIME_BONUS_WINDOW_MS).toISOString(),
});

/** One table, run against the shared rule and against the API's GET /api/discountcode.php. */
const CASES: readonly {
  readonly name: string;
  readonly signupMinutesAgo: number;
  readonly paid: boolean;
  readonly used: boolean;
  readonly bonus: TimeBonus | null;
}[] = [
  { name: 'a new member', signupMinutesAgo: 0, paid: false, used: false, bonus: bonusUntil(0) },
  {
    name: 'a member in the last minute',
    signupMinutesAgo: 239,
    paid: false,
    used: false,
    bonus: bonusUntil(239),
  },
  { name: 'at the window’s end', signupMinutesAgo: 240, paid: false, used: false, bonus: null },
  { name: 'after the window', signupMinutesAgo: 300, paid: false, used: false, bonus: null },
  { name: 'a paying member', signupMinutesAgo: 10, paid: true, used: false, bonus: null },
  {
    name: 'a member who used the code',
    signupMinutesAgo: 10,
    paid: false,
    used: true,
    bonus: null,
  },
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.now = new Date(NOW);
});
afterAll(() => ctx.close());

describe.each(CASES)('the time bonus of $name', (row) => {
  const facts = {
    signup_date: new Date(NOW - row.signupMinutesAgo * MINUTE).toISOString(),
    paid: row.paid,
    used: row.used,
  };

  it('by the shared rule', () => {
    expect(timeBonusAt(facts, NOW)).toEqual(row.bonus);
  });

  it('by the API, as the active discount it answers', async () => {
    const member = await activeMember(ctx.app);
    await ctx.app.db
      .updateTable('users')
      .set({ signup_date: facts.signup_date, paid_user: row.paid ? 1 : 0 })
      .where('id', '=', member.userId)
      .execute();
    if (row.used) {
      const nowIso = new Date(NOW).toISOString();
      const code = await new PaymentsRepository(ctx.app.db).discountCodeRow(
        TIME_BONUS_CODE,
        TIME_BONUS_PERCENTAGE,
        nowIso,
      );
      await ctx.app.db
        .insertInto('discount_code_uses')
        .values({
          discount_code_id: code.id,
          user_id: member.userId,
          payment_id: null,
          used_at: nowIso,
          state: 'used',
        })
        .execute();
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/discountcode.php?welcome=true',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(200);
    const { discountcode } = response.json();
    const bonus =
      discountcode?.code === TIME_BONUS_CODE
        ? {
            code: discountcode.code,
            value_percentage: discountcode.value_percentage,
            expires: discountcode.expires,
          }
        : null;
    expect(bonus).toEqual(row.bonus);
  });
});
