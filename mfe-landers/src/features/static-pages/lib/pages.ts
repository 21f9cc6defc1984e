import { DEFAULT_LOCALE, isLocale, type Locale } from '@dating/shared-contracts';

/** The static pages, by the token in `/pages/{token}`. */
export const STATIC_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'faq',
  'return-policy',
  'service',
  'ban',
] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export const isStaticPage = (token: string): token is StaticPageName =>
  (STATIC_PAGES as readonly string[]).includes(token);

/** The language a page's texts are shown in: the reader's, all eleven are written. */
export function contentLanguage(locale: string): Locale {
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
