/** The eleven interface languages; Dutch is the default and the fallback. */
export const LOCALES = ['nl', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'pl', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

export const VISIBLE_LOCALES_BY_COUNTRY: Readonly<Record<string, readonly Locale[]>> = {
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  DE: ['de'],
  AT: ['de'],
  CH: ['de', 'it', 'fr', 'en'],
  US: ['en', 'es'],
  GB: ['en'],
  IE: ['en'],
  AU: ['en'],
  NZ: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  DK: ['da'],
  FI: ['fi', 'sv'],
  NO: ['nb'],
  SE: ['sv'],
  IT: ['it'],
  ES: ['es'],
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language in its own words (autonyms), the same whatever the page's language. */
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

/** What the visitor's country is read from: the domain's settings. */
export interface CountrySettings {
  readonly geoip_country: string | null;
  readonly geoip_selected_country: string | null;
  readonly countries: readonly string[];
}

/**
 * The visitor's country, in one order for every reader (the API's offer, the site-entry
 * warning, the language menu): the country selected for the visit (`geoip_selected_country`,
 * a choice outranks a guess), else the geo-IP country, else the domain's first country; upper
 * case; null when none is known. The browser's language never decides it: a visitor in
 * Belgium with a Dutch browser is in BE (Belgian prices and warning), and reads Dutch among
 * BE's languages.
 */
export function visitorCountry(settings: CountrySettings | null): string | null {
  const country =
    settings?.geoip_selected_country || settings?.geoip_country || settings?.countries[0];
  return country ? country.toUpperCase() : null;
}

/** Locales offered for the visitor's country; the language menu shows for two or more. */
export function visibleLocales(settings: CountrySettings | null): readonly Locale[] {
  const country = visitorCountry(settings);
  return (country && VISIBLE_LOCALES_BY_COUNTRY[country]) || [];
}
