import i18next, { type i18n as I18n } from 'i18next';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The console speaks Dutch and English (decision 0160); Dutch is the default. */
export const STAFF_LOCALES = ['nl', 'en'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export const STAFF_NAMESPACE = 'staff';
const STORAGE_KEY = 'staff-locale';

export const isStaffLocale = (value: unknown): value is StaffLocale =>
  typeof value === 'string' && (STAFF_LOCALES as readonly string[]).includes(value);

/** The language chosen on this device before, else Dutch. */
export function storedLocale(): StaffLocale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isStaffLocale(stored) ? stored : 'nl';
  } catch {
    return 'nl';
  }
}

/**
 * An i18next instance of the console's own, with both languages bundled: the texts are small,
 * and a switch of language then never waits for the network.
 */
export function createStaffI18n(locale: StaffLocale = 'nl'): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'nl',
    supportedLngs: [...STAFF_LOCALES],
    ns: [STAFF_NAMESPACE],
    defaultNS: STAFF_NAMESPACE,
    resources: { nl: { [STAFF_NAMESPACE]: nl }, en: { [STAFF_NAMESPACE]: en } },
    // React escapes what it renders; member text is never given to i18next as markup.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, lng);
    } catch {
      // A browser that refuses storage keeps the choice for this page only.
    }
  });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return instance;
}
