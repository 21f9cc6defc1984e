/**
 * Footer variants: members away from the home page and the installed
 * app get a compact footer; visitors get one that invites them to sign up.
 */
export type FooterVariant = 'visitor' | 'member' | 'compact';

export function footerVariant(loggedIn: boolean, path: string, installed: boolean): FooterVariant {
  if (installed || (loggedIn && path !== '/')) return 'compact';
  return loggedIn ? 'member' : 'visitor';
}
