import i18next, { type i18n as I18n } from 'i18next';
import { registerAlertsNamespace, registerSiteEntryNamespace } from './alerts-namespace';
import { initReactI18next, namespaceBackend, registerNamespace } from '@dating/platform';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  isLocale,
  type Locale,
} from '@dating/shared-contracts';

export const SHELL_NAMESPACE = 'shell';

// The shell shows no API error texts (the remotes show their own, decision 0009), so its
// namespace does not carry them: a first visit saves their chunk (decision 0013). A shell
// component that shows one reads it with `useErrorText`, which loads them then (0182).
registerNamespace(SHELL_NAMESPACE, (locale) =>
  import(/* webpackChunkName: "shell-locale-[request]" */ `./locales/${locale}.json`).then(
    (module: { default: Record<string, unknown> }) => module.default,
  ),
);
registerAlertsNamespace();
registerSiteEntryNamespace();

export function readLocaleCookie(cookie: string = document.cookie): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`));
  const value = match ? decodeURIComponent(match[1] as string) : null;
  return isLocale(value) ? value : null;
}

/**
 * The locale a visit starts in: the URL's `?lang=` (the address crawlers and hreflang links
 * use, decision 0124), else its cookie, else the domain's language, else Dutch. The server
 * draws its first paint in the same one (api/src/modules/frontend/page-language.ts).
 */
export function initialLocale(
  domainLanguage?: string | null,
  search: string = window.location.search,
): Locale {
  const asked = new URLSearchParams(search).get('lang');
  if (isLocale(asked)) return asked;
  return readLocaleCookie() ?? (isLocale(domainLanguage) ? domainLanguage : DEFAULT_LOCALE);
}

export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      // The alerts' texts come with the parts that show them (member chrome, modals, entry
      // warning), so a visitor's first visit does not load them (decision 0013).
      ns: [SHELL_NAMESPACE],
      defaultNS: SHELL_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
