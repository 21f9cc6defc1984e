/** A moment as the member's language writes a date with its time. */
export const formatDateTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** A size in bytes as kB or MB, one decimal at most, in the member's language. */
export function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return megabytes >= 1
    ? `${format.format(megabytes)} MB`
    : `${format.format(Math.max(1, bytes / 1024))} kB`;
}
