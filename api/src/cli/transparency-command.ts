import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dayRange, type DayRange } from '../lib/day-range';
import type { Actor } from '../modules/staff/staff.service';
import type { TransparencyService } from '../modules/transparency/transparency.service';
import { transparencyCsv } from '../modules/transparency/transparency-csv';

export const USAGE = `The DSA transparency report (decision 0163):
  npm run transparency -- --from YYYY-MM-DD --to YYYY-MM-DD [--format json|csv] [--out FILE]
Both days are UTC and inclusive. Without --out the report goes to standard output.`;

export interface TransparencyCommandContext {
  readonly transparency: TransparencyService;
  readonly actor: Actor;
  /** Where a relative --out is taken from: the directory `npm run` was typed in. */
  readonly cwd: string;
  readonly out: (text: string) => void;
  readonly err: (line: string) => void;
}

const PROBLEMS = {
  from: (from: string) => `--from ${from} is no date: write YYYY-MM-DD.`,
  to: (_from: string, to: string) => `--to ${to} is no date: write YYYY-MM-DD.`,
  order: (from: string, to: string) => `--from ${from} is after --to ${to}.`,
};

/**
 * Runs `npm run transparency`; resolves to the exit code: 0 written, 2 a wrong argument or
 * date (with what to type), 1 the file could not be written.
 */
export async function runTransparencyCommand(
  args: readonly string[],
  context: TransparencyCommandContext,
): Promise<number> {
  let values: { from?: string; to?: string; format?: string; out?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
      },
    }));
  } catch (error) {
    context.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { from, to, out } = values;
  const format = values.format ?? 'json';
  if (from === undefined || to === undefined) {
    context.err(`Give both --from and --to.\n\n${USAGE}`);
    return 2;
  }
  if (format !== 'json' && format !== 'csv') {
    context.err(`--format ${format}: json or csv.\n\n${USAGE}`);
    return 2;
  }
  const checked = dayRange(from, to);
  if ('problem' in checked) {
    context.err(PROBLEMS[checked.problem](from, to));
    return 2;
  }
  const report = await context.transparency.reportFor(
    checked.range as DayRange,
    format,
    context.actor,
  );
  const text = format === 'csv' ? transparencyCsv(report) : `${JSON.stringify(report, null, 2)}\n`;
  if (out === undefined) {
    context.out(text);
    return 0;
  }
  const file = path.resolve(context.cwd, out);
  try {
    await writeFile(file, text);
  } catch (error) {
    context.err(`Could not write ${file}: ${(error as Error).message}`);
    return 1;
  }
  context.err(`Transparency report ${from} to ${to} written to ${file}.`);
  return 0;
}
