/** A member count as the visitor reads it: "1.000+" when the search stopped counting. */
export function formatCount(count: number, capped: boolean | undefined, locale: string): string {
  const shown = new Intl.NumberFormat(locale).format(count);
  return capped ? `${shown}+` : shown;
}
