import { runPricesCommand } from '../src/cli/prices-command';
import { type TestContext } from './helper';
import { paymentsApp } from './payments-kit';

const DAY = 86_400_000;

interface OfferedPackage {
  id: string;
  price_cents: number;
  lowest_30d_cents: number;
}

describe('package prices: a history, and the lowest price of the 30 days before', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const problems: string[] = [];
  beforeAll(async () => {
    ctx = await paymentsApp();
    // Packages on sale for years at their price (the migration dates them at its own run).
    await ctx.app.db
      .updateTable('credit_package_prices')
      .set({ valid_from: '2020-01-01T00:00:00.000Z' })
      .execute();
  });
  afterAll(() => ctx.close());

  const prices = (...args: string[]) =>
    runPricesCommand(args, {
      unitOfWork: ctx.app.unitOfWork,
      now: () => ctx.clock.now,
      out: (line) => lines.push(line),
      err: (line) => problems.push(line),
    });
  const offered = async (): Promise<OfferedPackage[]> => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/credits.php' });
    expect(answer.statusCode).toBe(200);
    return answer.json().packages as OfferedPackage[];
  };

  it('names the list price while it never changed', async () => {
    for (const pkg of await offered()) expect(pkg.lowest_30d_cents).toBe(pkg.price_cents);
  });

  it('keeps a raised price\u2019s old one as the lowest for 30 days; a lowered one counts at once', async () => {
    const [, middle] = await offered();
    const id = middle!.id;
    const before = middle!.price_cents;
    expect(await prices('set', '--package', id, '--cents', String(before + 500))).toBe(0);
    let now = (await offered()).find((pkg) => pkg.id === id)!;
    expect([now.price_cents, now.lowest_30d_cents]).toEqual([before + 500, before]);

    ctx.clock.advance(29 * DAY);
    now = (await offered()).find((pkg) => pkg.id === id)!;
    expect(now.lowest_30d_cents).toBe(before);
    ctx.clock.advance(2 * DAY);
    now = (await offered()).find((pkg) => pkg.id === id)!;
    expect(now.lowest_30d_cents).toBe(before + 500);

    expect(await prices('set', '--package', id, '--cents', String(before - 300))).toBe(0);
    now = (await offered()).find((pkg) => pkg.id === id)!;
    expect([now.price_cents, now.lowest_30d_cents]).toEqual([before - 300, before - 300]);
    const history = await ctx.app.db
      .selectFrom('credit_package_prices')
      .select('price_cents')
      .where('package_id', '=', Number(id))
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.price_cents)).toEqual([before, before + 500, before - 300]);
  });

  it('lists the packages, and refuses an unknown package or a price that is no whole number', async () => {
    lines.length = 0;
    expect(await prices('list')).toBe(0);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/^\d+\t\d+ credits\t\d+ EUR\t/);
    problems.length = 0;
    expect(await prices('set', '--package', '99999', '--cents', '1000')).toBe(2);
    expect(problems.at(-1)).toContain('There is no package 99999');
    expect(await prices('set', '--package', '1', '--cents', '12.5')).toBe(2);
    expect(await prices('raise')).toBe(2);
  });
});
