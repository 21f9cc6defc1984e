import {
  VISIBLE_LOCALES_BY_COUNTRY,
  isLocale,
  type Locale,
  type SiteSettings,
} from '@dating/shared-contracts';

/** Each language in its own words, whatever the page's language (as the shell's dropdown). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/**
 * The locales of the visitor's country (spec section 9; the country as the shell's language
 * dropdown takes it: geo-IP, else the domain's first country), with the current one always in.
 */
export function visibleLocales(settings: SiteSettings | null, current: string): Locale[] {
  const country =
    settings?.geoip_country ?? settings?.geoip_selected_country ?? settings?.countries[0] ?? null;
  const locales = [...((country && VISIBLE_LOCALES_BY_COUNTRY[country.toUpperCase()]) || [])];
  if (isLocale(current) && !locales.includes(current)) locales.unshift(current);
  return locales;
}
