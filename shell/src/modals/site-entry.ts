import {
  SITE_ENTRY_SKIPPED_ATTRIBUTE,
  siteEntryAccepted,
  siteEntryApplies,
  type SessionUser,
  type SiteSettings,
} from '@dating/shared-contracts';
import { isInstalledApp } from '../layout/nav/installed-app';

/**
 * Whether the site-entry warning shows (the rule is the contracts', which the server's first
 * paint follows too, decision 0128), and never in the installed app.
 */
export function shouldShowSiteEntry(input: {
  routeName: string | null;
  settings: SiteSettings | null;
  user: SessionUser | null;
}): boolean {
  return (
    !isInstalledApp() &&
    siteEntryApplies({
      routeName: input.routeName,
      settings: input.settings,
      loggedIn: input.user !== null,
      accepted: siteEntryAccepted(document.cookie),
    })
  );
}

/** The visitor skipped the server's warning before the shell arrived: it stays closed. */
export const skippedBeforeShell = (): boolean =>
  document.documentElement.hasAttribute(SITE_ENTRY_SKIPPED_ATTRIBUTE);
