import type { SessionUser, SiteSettings } from '@dating/shared-contracts';
import { isDismissed } from '../alerts/dismissals';

/** Spec section 2: routes where the site-entry warning never shows. */
export const SITE_ENTRY_HIDDEN_ON = ['complete-signup', 'reset-password', 'reset-password-do'];

/** Installed-app mode: the page runs as a standalone web app. */
export function isInstalledApp(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches
  );
}

/** The visitor's country: the geo-IP country, else the domain's first configured country. */
export function visitorCountry(settings: SiteSettings): string | null {
  return (settings.geoip_country ?? settings.countries[0] ?? null)?.toUpperCase() ?? null;
}

/**
 * Whether the site-entry warning shows (spec sections 2, 4, 9): once until accepted, for
 * visitors of a country it is enabled for, not in the installed app, not when logged in.
 */
export function shouldShowSiteEntry(input: {
  routeName: string | null;
  settings: SiteSettings | null;
  user: SessionUser | null;
}): boolean {
  const { settings, user, routeName } = input;
  if (!settings || user || isInstalledApp() || isDismissed('siteEntry')) return false;
  if (routeName !== null && SITE_ENTRY_HIDDEN_ON.includes(routeName)) return false;
  const country = visitorCountry(settings);
  const enabled = settings.enable_site_entry_popup.map((code) => code.toUpperCase());
  return country !== null && enabled.includes(country);
}
