// A few lines instead of @fastify/cookie: that plugin loads the ESM-only `cookie` package
// through a dynamic import, which jest cannot run without --experimental-vm-modules.

/**
 * The value of one cookie of a Cookie header, or undefined. Walked with indexOf rather than
 * split: every request with a cookie reads the session's this way.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (let start = 0; start < header.length;) {
    const semicolon = header.indexOf(';', start);
    const end = semicolon === -1 ? header.length : semicolon;
    const eq = header.indexOf('=', start);
    if (eq !== -1 && eq < end && header.slice(start, eq).trim() === name) {
      let raw = header.slice(eq + 1, end).trim();
      if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
      if (!raw.includes('%')) return raw;
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
    start = end + 1;
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  /** Lax unless said: `Strict` sends the cookie on the site's own requests only. */
  sameSite?: 'Lax' | 'Strict';
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax (or as given), path /, for the whole site. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
