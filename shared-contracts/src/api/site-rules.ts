/*
 * Rules about the site: the visitor's country (the API's offer, the shell's site-entry warning
 * and language menu) and the company details (the shell's footer, the static pages of
 * mfe-landers). No schema code here: browser bundles import these.
 */

// The visitor's country (visitorCountry) is in i18n/locales.ts, beside the languages it
// decides, so the shell's first chunk carries it once.
export { visitorCountry, type CountrySettings } from '../i18n/locales';

/** Terms version date: 2023-12-01 unless the company was added later, then that date. */
export const DEFAULT_TERMS_DATE = '2023-12-01';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The day (YYYY-MM-DD) the current terms took effect for this company. */
export function termsVersionDate(companyAdded?: string | null): string {
  const added = companyAdded?.trim().match(ISO_DAY)?.[0];
  return added && added > DEFAULT_TERMS_DATE ? added : DEFAULT_TERMS_DATE;
}

/** A YYYY-MM-DD day written the way the reader's language writes dates. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Support phone: dashes and spaces removed, for a tel: link. */
export function cleanPhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}
