// A few lines instead of @fastify/cookie: that plugin loads the ESM-only `cookie` package
// through a dynamic import, which jest cannot run without --experimental-vm-modules.

/** The value of one cookie of a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
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
