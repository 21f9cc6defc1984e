import { useState } from 'react';
import { rememberTrafficSource, type SiteSettings } from '@dating/shared-contracts';
import type { Tracking } from '@dating/shared-contracts/api';

/**
 * The visitor's traffic source: the first one kept (the shell keeps it from the landing URL),
 * else the one in this page's URL, which is kept now. Read once per mount.
 */
export function useTrafficSource(): Tracking | null {
  const [source] = useState(() => rememberTrafficSource(window.location.search));
  return source;
}

/**
 * Whether the domain turns this visitor away before they type anything: signups are
 * `with_trafficsource` (only visitors who bring a traffic source may sign up) and the visitor
 * came without one. The API refuses such a signup too; an invite is a source of its own and
 * never asks this.
 */
export function signupClosedFor(settings: SiteSettings | null, source: Tracking | null): boolean {
  return settings?.signups === 'with_trafficsource' && source === null;
}
