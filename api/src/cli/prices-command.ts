import { parseArgs } from 'node:util';
import type { UnitOfWork } from '../db/unit-of-work';
import { PackagePricesRepository } from '../modules/payments/package-prices.repository';

export const USAGE = `Credit package prices (their history keeps every price, from when):
  npm run prices -- list
  npm run prices -- set --package ID --cents N     the list price from now on, in cents`;

export interface PricesCommandContext {
  readonly unitOfWork: UnitOfWork;
  readonly now: () => Date;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Runs `npm run prices`; resolves to the exit code: 0 done, 2 a wrong argument. */
export async function runPricesCommand(
  args: readonly string[],
  context: PricesCommandContext,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'list') {
    await context.unitOfWork.run(async (unit) => {
      for (const row of await new PackagePricesRepository(unit.db).packages()) {
        const where = row.country ?? 'every other country';
        const state = row.active === 1 ? '' : ' (not on sale)';
        context.out(
          `${row.id}\t${row.credits} credits\t${row.price_cents} ${row.currency}\t${where}${state}`,
        );
      }
    });
    return 0;
  }
  if (command !== 'set') {
    context.err(USAGE);
    return 2;
  }
  let values: { package?: string; cents?: string };
  try {
    ({ values } = parseArgs({
      args: rest,
      options: { package: { type: 'string' }, cents: { type: 'string' } },
    }));
  } catch (error) {
    context.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const id = Number(values.package);
  const cents = Number(values.cents);
  if (!Number.isInteger(id) || id < 1 || !Number.isInteger(cents) || cents < 1) {
    context.err(`Give a package's --package ID and its new price in whole --cents.\n${USAGE}`);
    return 2;
  }
  const now = context.now().toISOString();
  const set = await context.unitOfWork.run((unit) =>
    new PackagePricesRepository(unit.db).setPrice(id, cents, now),
  );
  if (!set) {
    context.err(`There is no package ${id}: npm run prices -- list shows them.`);
    return 2;
  }
  context.out(
    `Package ${id} costs ${cents} cents from ${now}; its price history keeps the old one.`,
  );
  return 0;
}
