import type { Locale } from '@dating/shared-contracts';

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
