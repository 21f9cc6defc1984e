import type { Locale } from '@dating/shared-contracts';

/** The static pages of spec section 2, by the token in `/pages/{token}`. */
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

/**
 * Languages whose texts are written in full. The others show the English texts (in an
 * element marked `lang="en"`) until their translation lands here with its files.
 */
export const COMPLETE_LANGUAGES: readonly Locale[] = ['nl', 'en', 'de', 'sv', 'da', 'nb', 'fi'];

/** The language a page's texts are shown in for a reader of `locale`. */
export function contentLanguage(locale: string): Locale {
  return COMPLETE_LANGUAGES.find((language) => language === locale) ?? 'en';
}
