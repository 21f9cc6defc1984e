/** Whether the member is logged in, as far as the worker could tell at click time. */
export type LoginState = 'logged-in' | 'logged-out' | 'unknown';

/** Where a click goes when the push named no URL: the members area, or the front page. */
export const DEFAULT_CHECK_URL = '/members';
export const DEFAULT_OPEN_URL = '/';

/** A path (with query and hash) on this origin, or null for another origin or garbage. */
export function sameOriginPath(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

/**
 * A click opens the check URL, or the open URL when logged out. When the
 * worker could not tell (offline, server down) it assumes the subscriber is still logged
 * in: the check URL's page sends a logged-out visitor on by itself. URLs to another
 * origin are never followed.
 */
export function clickTarget(
  urls: { readonly checkUrl?: string; readonly openUrl?: string },
  login: LoginState,
  origin: string,
): string {
  if (login === 'logged-out') return sameOriginPath(urls.openUrl, origin) ?? DEFAULT_OPEN_URL;
  return sameOriginPath(urls.checkUrl, origin) ?? DEFAULT_CHECK_URL;
}

/** Reads the login state from the answer to GET /api/user.php (null: no answer at all). */
export function loginStateFrom(status: number | null): LoginState {
  if (status === null) return 'unknown';
  if (status >= 200 && status < 300) return 'logged-in';
  if (status === 401 || status === 403) return 'logged-out';
  return 'unknown';
}

/** Which open window a click uses: the focused one, else the most recent one. */
export function pickWindow<T extends { readonly focused: boolean }>(
  windows: readonly T[],
): T | null {
  return windows.find((w) => w.focused) ?? windows[0] ?? null;
}
