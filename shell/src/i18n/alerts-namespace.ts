import { registerNamespace } from '@dating/platform';
import { isLocale } from '@dating/shared-contracts';
import { loadSiteEntryTexts } from '@dating/shared-contracts/site-entry/texts';

/** The namespace of the shell's alerts and modals (banners, time bonus, site entry, likes). */
export const ALERTS_NAMESPACE = 'alerts';

/** Lets i18next load the `alerts` texts of a language from this package, on demand. */
export function registerAlertsNamespace(): void {
  registerNamespace(ALERTS_NAMESPACE, (locale) =>
    import(/* webpackChunkName: "shell-alerts-[request]" */ `./alerts/${locale}.json`).then(
      (module: { default: Record<string, unknown> }) => module.default,
    ),
  );
}

/** The adult-content warnings' texts, which live in the contracts (decision 0128). */
export const SITE_ENTRY_NAMESPACE = 'site-entry';

/**
 * Lets i18next load them when a warning first shows, in the page's language only: a page
 * without one never does.
 */
export function registerSiteEntryNamespace(): void {
  registerNamespace(SITE_ENTRY_NAMESPACE, (locale) =>
    loadSiteEntryTexts(isLocale(locale) ? locale : 'nl').then((texts) => ({ ...texts })),
  );
}
