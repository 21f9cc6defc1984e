import type { SiteEntryTexts } from './site-entry-texts';

/**
 * One language's warning texts (texts/<locale>.ts), a chunk of their own: the shell loads the
 * language it shows, not the eleven the server's first paint keeps (SITE_ENTRY_TEXTS).
 */
export function loadSiteEntryTexts(locale: string): Promise<SiteEntryTexts> {
  return import(/* webpackChunkName: "site-entry-[request]" */ `./texts/${locale}`).then(
    (module: { default: SiteEntryTexts }) => module.default,
  );
}
