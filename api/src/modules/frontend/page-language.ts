import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  VISIBLE_LOCALES_BY_COUNTRY,
  isLocale,
  type Locale,
} from '@dating/shared-contracts/locales';
import type { Settings } from '@dating/shared-contracts/api';
import { readCookie } from '../../lib/cookies';

/** The query parameter that names a page's language (hreflang alternates, sitemap). */
export const LANGUAGE_PARAM = 'lang';

/**
 * The language a page is drawn in, as the shell chooses it (shell/src/i18n/create-i18n.ts):
 * `?lang=` of the URL (what crawlers and hreflang links use), else the visitor's cookie,
 * else the domain's language, else Dutch.
 */
export function pageLanguage(
  url: string,
  cookieHeader: string | undefined,
  settings: Pick<Settings, 'domain_language'> | null,
): { locale: Locale; fromUrl: boolean } {
  const asked = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  if (isLocale(asked)) return { locale: asked, fromUrl: true };
  const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, fromUrl: false };
  const domain = settings?.domain_language;
  return { locale: isLocale(domain) ? domain : DEFAULT_LOCALE, fromUrl: false };
}

/**
 * The languages a domain offers to crawlers: those visible in any of its countries (the
 * visible locales per country, shared-contracts' locales.ts), in the product's order, and
 * always its own language.
 */
export function siteLanguages(settings: Pick<Settings, 'countries' | 'domain_language'> | null) {
  const offered = new Set<string>(
    (settings?.countries ?? []).flatMap(
      (country) => VISIBLE_LOCALES_BY_COUNTRY[country.toUpperCase()] ?? [],
    ),
  );
  if (isLocale(settings?.domain_language)) offered.add(settings.domain_language);
  if (offered.size === 0) offered.add(DEFAULT_LOCALE);
  return LOCALES.filter((locale) => offered.has(locale));
}

/** A page's address in one language: the path with `?lang=`, nothing else of the query. */
export const languageUrl = (origin: string, path: string, locale: Locale) =>
  `${origin}${path}?${LANGUAGE_PARAM}=${locale}`;
