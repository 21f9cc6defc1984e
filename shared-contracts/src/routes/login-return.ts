/** Where a login leads when nothing else is asked for. */
export const AFTER_LOGIN = '/members';

/** The query parameter of the login page that names the page to return to. */
const NEXT = 'next';

/**
 * The path itself when it is a page of this site other than the login page, else null.
 * Another site (`//host`, `/\host`, `https:`) is refused: a login that forwarded anywhere
 * would let a phishing link borrow our login page.
 */
function pageOfThisSite(path: string | null): string | null {
  if (!path || !/^\/(?![/\\])/.test(path)) return null;
  return new URL(path, 'http://site.invalid').pathname === '/login' ? null : path;
}

/**
 * The login page, asked to bring the visitor back to the page they are on once logged in
 * (a visitor who opened their payment status should see it after logging in, not the search).
 */
export function loginFrom(location: { pathname: string; search: string }): string {
  const here = pageOfThisSite(location.pathname + location.search);
  return here ? `/login?${NEXT}=${encodeURIComponent(here)}` : '/login';
}

/** Where a login leads: the page the login page's query names, else the members area. */
export function returnAfterLogin(loginSearch: string): string {
  return pageOfThisSite(new URLSearchParams(loginSearch).get(NEXT)) ?? AFTER_LOGIN;
}
