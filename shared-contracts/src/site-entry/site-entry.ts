import type { Settings as SiteSettings } from '../api/settings.schema';
import { visitorCountry } from '../i18n/locales';

/**
 * The adult-content warnings (the site-entry modal, shown until the visitor accepts it, and
 * the layouts' entry warning), as one rule for the two places that draw them: the shell, and
 * the server's first paint of a visitor's page (decision 0128), which must show exactly what
 * the shell will show when it takes over.
 */

/** Remembers that the visitor accepted the site-entry warning (listed on the cookie page). */
export const SITE_ENTRY_COOKIE = 'site_entry_accepted';
export const SITE_ENTRY_COOKIE_DAYS = 365;

/** Set on `<html>` when the visitor skipped the server's warning before the shell arrived. */
export const SITE_ENTRY_SKIPPED_ATTRIBUTE = 'data-site-entry-skipped';

/** Routes where the site-entry warning never shows: the signup steps and the password reset. */
export const SITE_ENTRY_HIDDEN_ON: readonly string[] = [
  'complete-signup',
  'reset-password',
  'reset-password-do',
];

/** The layouts' entry warning is for visitors from these countries only. */
export const ENTRY_WARNING_COUNTRIES: readonly string[] = ['NL', 'DE'];

/** Whether the chat, lander and empty layouts show the entry warning: by geo-IP only. */
export function entryWarningApplies(settings: SiteSettings | null): boolean {
  const country = settings?.geoip_country?.toUpperCase();
  return country !== undefined && ENTRY_WARNING_COUNTRIES.includes(country);
}

/** Whether a Cookie header (or `document.cookie`) says the warning was accepted. */
export function siteEntryAccepted(cookie: string | undefined): boolean {
  return (cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SITE_ENTRY_COOKIE}=`));
}

/**
 * Whether the site-entry warning shows: once until accepted, for visitors of a country it is
 * enabled for, not when logged in, not on the routes above. (The installed app, which only
 * the browser knows, is the shell's own condition.)
 */
export function siteEntryApplies(input: {
  readonly routeName: string | null;
  readonly settings: SiteSettings | null;
  readonly loggedIn: boolean;
  readonly accepted: boolean;
}): boolean {
  const { settings, routeName } = input;
  if (!settings || input.loggedIn || input.accepted) return false;
  if (routeName !== null && SITE_ENTRY_HIDDEN_ON.includes(routeName)) return false;
  const country = visitorCountry(settings);
  const enabled = settings.enable_site_entry_popup.map((code) => code.toUpperCase());
  return country !== null && enabled.includes(country);
}
