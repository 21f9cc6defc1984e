import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FrontendOptions {
  /** The shell's build output (index.html and its hashed assets). */
  readonly shellDir: string;
  /** The deployment: `registry.json` and `remotes/<name>/<version>/`. */
  readonly deployDir: string;
}

const EMPTY_REGISTRY = JSON.stringify({ schemaVersion: 1, remotes: [] });
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed shell assets never change; index.html and the rest must be revalidated. */
const shellCacheControl = (filePath: string) =>
  /\.[0-9a-f]{8}\.js$/.test(filePath) ? IMMUTABLE : 'no-cache';

/**
 * Serves the front end from one origin, as a CDN would: the shell, the remote
 * registry (never cached, a release only rewrites it) and the versioned remote
 * folders (cached for ever, a version never changes).
 */
export async function frontendPlugin(app: FastifyInstance, options: FrontendOptions) {
  const remotesDir = path.join(options.deployDir, 'remotes');
  const indexHtml = path.join(options.shellDir, 'index.html');

  app.get('/registry.json', async (_request, reply) => {
    const file = path.join(options.deployDir, 'registry.json');
    const body = existsSync(file) ? await readFile(file, 'utf8') : EMPTY_REGISTRY;
    return reply.type('application/json').header('Cache-Control', 'no-cache').send(body);
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    decorateReply: false,
    // Look files up on each request: a shell deployed while the server runs must be served
    // at once (a missing file falls through to the not-found handler below).
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', shellCacheControl(filePath)),
  });

  // Every product route is drawn by the shell; unknown ones get its 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !/^\/(api|remotes|media)\//.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) {
      return reply.code(404).send({ statusCode: 404, code: 'not_found', messageKey: 'not_found' });
    }
    const html = await readFile(indexHtml, 'utf8');
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(html);
  });
}
