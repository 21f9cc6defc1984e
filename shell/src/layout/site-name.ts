import { useObservable } from '@dating/platform';
import type { SiteSettings } from '@dating/shared-contracts';
import { useShell } from '../shell-context';

/**
 * The name the chrome shows: the domain's own (settings `name`, as its mails and pricing
 * page say it). When the settings could not be loaded, the host the visitor typed is the
 * one name that is surely right, so no brand is ever hard-coded.
 */
export function siteName(settings: SiteSettings | null, hostname: string): string {
  // Settings arrive unchecked from the network: a missing name must not break the chrome.
  const name = typeof settings?.name === 'string' ? settings.name.trim() : '';
  return name || hostname.replace(/^www\./, '');
}

export function useSiteName(): string {
  const { session } = useShell();
  const settings = useObservable(session.facade.settings$, session.facade.snapshot().settings);
  return siteName(settings, window.location.hostname);
}
