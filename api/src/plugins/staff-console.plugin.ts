import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, STAFF_API_PREFIX } from '@dating/shared-contracts/api';
import { AppError } from '../lib/app-error';
import { CACHE_CONTROL, shellCacheControl } from '../modules/frontend/cache-control';

/**
 * The console's policy: scripts, styles, images and calls of its own origin only. Member
 * photos reach it through the staff API on this origin (each look recorded), so no other
 * origin is named; styles may be inline for @emotion's <style> elements, which run no script.
 */
export const STAFF_CONSOLE_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The staff console's files on the staff listener (decision 0160): a file of its build by its
 * path, and for every other path its index.html, whose scripts draw the console's routes.
 * Paths of the APIs are never the page.
 */
export async function staffConsolePlugin(app: FastifyInstance, options: { dir: string }) {
  const root = path.resolve(options.dir);

  async function send(reply: FastifyReply, file: string, cacheControl: string) {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    return reply
      .type(type)
      .header('Cache-Control', cacheControl)
      .header('Content-Security-Policy', STAFF_CONSOLE_CSP)
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(createReadStream(file));
  }

  app.get(
    '/*',
    { constraints: { listener: 'staff' }, schema: { hide: true } },
    async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?', 1)[0] ?? '/');
      if (pathname.startsWith(`${STAFF_API_PREFIX}/`) || pathname.startsWith(`${API_PREFIX}/`)) {
        throw new AppError(404, 'not_found');
      }
      const file = path.resolve(root, `.${pathname}`);
      if (file.startsWith(`${root}${path.sep}`) && path.basename(file) !== 'index.html') {
        const found = await stat(file).catch(() => null);
        if (found?.isFile()) {
          return send(reply, file, shellCacheControl(file));
        }
        // A missing file is no page.
        if (/\/[^/]*\.[a-z0-9]{1,5}$/i.test(pathname)) throw new AppError(404, 'not_found');
      }
      return send(reply, path.join(root, 'index.html'), CACHE_CONTROL.page);
    },
  );
}
