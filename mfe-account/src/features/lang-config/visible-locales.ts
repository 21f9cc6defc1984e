import {
  isLocale,
  visibleLocales as localesOfCountry,
  type Locale,
  type SiteSettings,
} from '@dating/shared-contracts';

/**
 * The locales of the visitor's country (the contracts' table of visible locales per country;
 * the country as the shell's language dropdown takes it), with the current one always in.
 */
export function visibleLocales(settings: SiteSettings | null, current: string): Locale[] {
  const locales = [...localesOfCountry(settings)];
  if (isLocale(current) && !locales.includes(current)) locales.unshift(current);
  return locales;
}
