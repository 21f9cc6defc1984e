/**
 * CSV as RFC 4180 writes it (CRLF lines, a field with a comma, quote or line break quoted,
 * quotes doubled), for files staff open in a spreadsheet. A cell that begins with `=`, `+`,
 * `-`, `@`, a tab or a carriage return would be read as a formula there (CSV injection, as
 * OWASP names it): it gets a leading `'`, so the text shows as written and never runs.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export const csvLine = (cells: readonly CsvValue[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;
