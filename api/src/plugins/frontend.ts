import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withLanguage, withTitle } from '../lib/html';

export interface FrontendOptions {
  /** The shell's build output (index.html and its hashed assets). */
  readonly shellDir: string;
  /** The deployment: `registry.json` and `remotes/<name>/<version>/`. */
  readonly deployDir: string;
}

interface Site {
  readonly name: string;
  readonly language: string | null;
}
/** A language tag as settings hold it (`nl`, `de`); anything else is not written into pages. */
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

const EMPTY_REGISTRY = JSON.stringify({ schemaVersion: 1, remotes: [] });
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed shell assets never change; index.html and the rest must be revalidated. */
const shellCacheControl = (filePath: string) =>
  /\.[0-9a-f]{8}\.js$/.test(filePath) ? IMMUTABLE : 'no-cache';

/** Paths the shell never draws: a miss there is the API's JSON 404, never a page. */
const NOT_PAGES = /^\/(api|remotes|media)(\/|$)/;
/** A last path segment with a dot asks for a file (`/x.js`), not for a page. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;

/**
 * Whether a miss gets the shell's index.html. Page routes have no file extension, so every
 * client gets the page for them: browsers, but also link previews, health checks and curl,
 * which send `Accept: *\/*` or nothing. A missing file (a chunk of an old release) stays a
 * 404 that a script loader can see, unless a browser navigates to it (it shows the shell's
 * 404 page then).
 */
export function servesPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (NOT_PAGES.test(pathname)) return false;
  return !FILE_NAME.test(pathname) || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the front end from one origin, as a CDN would: the shell, the remote
 * registry (never cached, a release only rewrites it) and the versioned remote
 * folders (cached for ever, a version never changes).
 */
export async function frontendPlugin(app: FastifyInstance, options: FrontendOptions) {
  const remotesDir = path.join(options.deployDir, 'remotes');
  const indexHtml = path.join(options.shellDir, 'index.html');
  const manifestFile = path.join(options.shellDir, 'manifest.webmanifest');

  /**
   * The requesting domain's name and language; its host name and the build's language when
   * the settings cannot be read (as the shell's chrome does), since a page beats a 500.
   */
  const siteOf = async (request: FastifyRequest): Promise<Site> => {
    try {
      const settings = await request.settings();
      const name = settings.name.trim();
      const language = LANGUAGE.test(settings.domain_language) ? settings.domain_language : null;
      if (name) return { name, language };
    } catch (error) {
      request.log.warn({ err: error }, 'page served without the site settings');
    }
    return { name: request.hostname.replace(/^www\./, ''), language: null };
  };

  // Files are read on each request (the settings are cached per host by the site service):
  // a shell deployed while the server runs is served at once.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [html, site] = await Promise.all([readFile(indexHtml, 'utf8'), siteOf(request)]);
    const titled = withTitle(html, site.name);
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(site.language ? withLanguage(titled, site.language) : titled);
  };

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

  // The page carries the requesting domain's name, so the file itself is never sent as is.
  app.get('/index.html', { schema: { hide: true } }, sendPage);

  // An installed app is named after the domain it was installed from.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    if (!existsSync(manifestFile)) return reply.callNotFound();
    const [manifest, { name, language }] = await Promise.all([
      readFile(manifestFile, 'utf8'),
      siteOf(request),
    ]);
    const named = { ...JSON.parse(manifest), name, short_name: name };
    return reply
      .type('application/manifest+json')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(language ? { ...named, lang: language } : named));
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    decorateReply: false,
    // Look files up on each request: a shell deployed while the server runs must be served
    // at once (a missing file falls through to the not-found handler below).
    wildcard: true,
    index: false,
    // A folder (`/`, `/icons/`) is no file: it falls through to the page instead of a 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    preCompressed: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', shellCacheControl(filePath)),
  });

  // Every product route is drawn by the shell; unknown ones get its 404 page.
  app.setNotFoundHandler(async (request, reply) => {
    // A missing file is a page for browsers and a 404 for others: caches must tell them apart.
    if (FILE_NAME.test(request.url.split('?', 1)[0] ?? '/')) reply.header('Vary', 'Accept');
    if (!servesPage(request)) {
      return reply.code(404).send({ statusCode: 404, code: 'not_found', messageKey: 'not_found' });
    }
    return sendPage(request, reply);
  });
}
