// The programs the ops tests run, where they are installed. A machine without them skips
// those tests, and the global setup (global-setup.ts) has said why, once, before any ran.
import { existsSync } from 'node:fs';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** ops/nginx.conf loads Debian's brotli static module from here (as the static image does). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Why a program's tests cannot run here, or null when they can. */
export function missing(program: 'haproxy' | 'nginx'): string | null {
  if (program === 'haproxy') return existsSync(HAPROXY) ? null : `no haproxy at ${HAPROXY}`;
  if (!existsSync(NGINX)) return `no nginx at ${NGINX}`;
  if (!existsSync(BROTLI_STATIC_MODULE))
    return `no brotli static module at ${BROTLI_STATIC_MODULE}`;
  return null;
}

/** `describe` where the program is installed, `describe.skip` (saying why) where not. */
export function describeWith(program: 'haproxy' | 'nginx', title: string, body: () => void) {
  const why = missing(program);
  if (why === null) describe(title, body);
  else describe.skip(`${title} (skipped: ${why})`, body);
}
