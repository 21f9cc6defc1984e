import { invalidFields } from './app-error';
import { DAY, parseDate } from './time';

/** A range of whole UTC days, as the times it covers: `fromAt` inclusive, `untilAt` exclusive. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
  readonly fromAt: string;
  readonly untilAt: string;
}

/** Which part of a range is wrong: a day that is no date, or a start after the end. */
export type DayRangeProblem = 'from' | 'to' | 'order';

/**
 * The range of UTC days `from` to `to`, both inclusive (YYYY-MM-DD), or what is wrong with it.
 * Either end may be left out (an open range) where the caller allows it.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
): { range: Partial<DayRange> } | { problem: DayRangeProblem } {
  const start = from === undefined ? null : parseDate(from);
  if (from !== undefined && !start) return { problem: 'from' };
  const end = to === undefined ? null : parseDate(to);
  if (to !== undefined && !end) return { problem: 'to' };
  if (start && end && start > end) return { problem: 'order' };
  return {
    range: {
      ...(start ? { from, fromAt: start.toISOString() } : {}),
      ...(end ? { to, untilAt: new Date(end.getTime() + DAY).toISOString() } : {}),
    },
  };
}

/** A range of days as the query gave it, or 400 validation_failed naming the wrong field. */
export function checkedRange(from: string | undefined, to: string | undefined): Partial<DayRange> {
  const checked = dayRange(from, to);
  if ('problem' in checked) {
    throw invalidFields([
      { field: checked.problem === 'order' ? 'to' : checked.problem, messageKey: 'field_invalid' },
    ]);
  }
  return checked.range;
}
