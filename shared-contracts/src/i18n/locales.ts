/** Locales of spec section 9. */
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
