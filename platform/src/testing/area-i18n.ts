import i18next, { type i18n as I18n } from 'i18next';

/** The one namespace of `areaI18n`, its default. */
export const AREA_NS = 'area';

/**
 * An i18next holding one namespace, `area`, with the texts given per language, set up as the
 * shell sets up the page's (Dutch as the fallback, no escaping, no Suspense): for the
 * platform's own tests of what draws texts.
 */
export async function areaI18n(
  language: string,
  texts: Readonly<Record<string, Record<string, string>>>,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: 'nl',
    ns: [AREA_NS],
    defaultNS: AREA_NS,
    resources: Object.fromEntries(
      Object.entries(texts).map(([lng, area]) => [lng, { [AREA_NS]: area }]),
    ),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
