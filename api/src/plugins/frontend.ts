import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { STAFF_API_PREFIX, type Settings } from '@dating/shared-contracts/api';
import { withHeadContent, withLanguage, withTitle } from '../lib/html';
import { isStaffRequest } from '../lib/staff-listener';
import { afterFirstPaint, bootDataScript, preloadLinks } from '../modules/frontend/page-hints';
import { pageBootData, shellBootPreloads } from '../modules/frontend/page-boot';
import { CACHE_CONTROL, shellCacheControl } from '../modules/frontend/cache-control';
import { siteLanguages } from '../modules/frontend/page-language';
import { RenderPool } from '../modules/frontend/render-pool';
import { loadLiveRenderers } from '../modules/frontend/renderers-warm-up';
import { originOf, paintOnServer, publicPaths } from '../modules/frontend/server-paint';
import { withBarInRoot } from '../modules/frontend/server-page';
import { pageStatus } from '../modules/frontend/page-status';
import { robotsTxt, sitemapXml } from '../modules/frontend/sitemap';
import { forShell, pageOwner, readRegistry } from '../modules/frontend/registry-resolver';
import { visitorRegistry } from '../modules/frontend/visitor-registry';
import { devBanner, withDevBanner } from '../modules/frontend/dev-banner';
import { isDevRelease } from '../modules/frontend/dev-override';
import { devOverrideRoutes } from '../modules/frontend/dev-override.routes';

export interface FrontendOptions {
  /** The shell's build output (index.html and its hashed assets). */
  readonly shellDir: string;
  /** The deployment: `registry.json` and `remotes/<name>/<version>/`. */
  readonly deployDir: string;
}

interface Site {
  readonly name: string;
  readonly language: string | null;
  readonly settings: Settings | null;
}
/** A language tag as settings hold it (`nl`, `de`); anything else is not written into pages. */
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** Paths the shell never draws: a miss there is the API's JSON 404, never a page. */
const NOT_PAGES = /^\/(api|remotes|media)(\/|$)/;
/** A last path segment with a dot asks for a file (`/x.js`), not for a page. */
const FILE_NAME = /\/[^/]*\.[^/]*$/;
/** Source maps (`x.js.map`, also as the static server decodes `x.js.%6dap`). */
const SOURCE_MAP = /\.map$/i;
const NOT_FOUND = { statusCode: 404, code: 'not_found', messageKey: 'not_found' } as const;

/** The decoded path of a request (the static server looks files up by it). */
function decodedPath(request: FastifyRequest): string {
  const pathname = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

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
  // The releases' server renderers run in threads of their own, started by the first paint.
  const renderPool = new RenderPool({
    threads: app.config.ssrThreads,
    bundles: app.config.ssrBundles,
    timeLimitMs: app.config.ssrTimeLimitMs,
  });
  app.addHook('onClose', () => renderPool.close());
  // A production instance listens once the live releases' renderers are loaded.
  if (app.config.nodeEnv === 'production') {
    app.addHook('onReady', () => loadLiveRenderers(options.deployDir, renderPool, app.log));
  }

  // Source maps hand out the original sources (comments, internal names, dead branches): in
  // production they stay with the build, for an error tracker to be given privately. Every
  // route of this plugin (shell, /remotes/, the page fallback) goes through this hook.
  if (app.config.nodeEnv === 'production') {
    app.addHook('onRequest', async (request, reply) => {
      if (SOURCE_MAP.test(decodedPath(request))) return reply.code(404).send(NOT_FOUND);
    });
  }
  const indexHtml = path.join(options.shellDir, 'index.html');
  // What the served shell can run (written by its build): its platform version.
  const shellContract = path.join(options.shellDir, 'shell.json');
  const shellPlatform = () =>
    readFile(shellContract, 'utf8')
      .then((text) => (JSON.parse(text) as { platform?: string }).platform ?? null)
      .catch(() => null);
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
      if (name) return { name, language, settings };
    } catch (error) {
      request.log.warn({ err: error }, 'page served without the site settings');
    }
    return { name: request.hostname.replace(/^www\./, ''), language: null, settings: null };
  };

  const registryFor = visitorRegistry(app, options.deployDir);

  // Files are read on each request (the settings are cached per host by the site service):
  // a shell deployed while the server runs is served at once.
  // The page also carries what the shell would otherwise fetch before the first remote
  // renders (the registry and the settings) and preload hints for the owning remote's
  // files, so its entry loads while the shell's scripts are still arriving.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [html, site, everyRelease, platform] = await Promise.all([
      readFile(indexHtml, 'utf8'),
      siteOf(request),
      registryFor(request, reply),
      shellPlatform(),
    ]);
    // The releases the served shell runs: the page names them, and the server paints them.
    const registry = forShell(everyRelease, platform);
    const owner = pageOwner(registry, request.url.split('?', 1)[0] ?? '/');
    const context = { app, request, deployDir: options.deployDir, renderPool, site };
    // A visitor's first paint, drawn by the owning release (decision 0124); else the shell's.
    // A dev server's build has no server renderer: its registry entry names none (0177).
    const painted = owner ? await paintOnServer({ ...context, html, owner }) : null;
    const status = await pageStatus({
      app,
      request,
      owner,
      hasReleases: registry.remotes.length > 0,
      paintedStatus: painted?.status ?? null,
      paint: context,
    });
    const [bootData, bootFiles] = await Promise.all([
      pageBootData(app, request, { registry, settings: site.settings, queries: painted?.queries }),
      shellBootPreloads(options.shellDir, request, site.settings),
    ]);
    const boot = bootDataScript(bootData, request.scriptNonce);
    // Not a release's texts (`{lang}` files): a preload that failed would be taken by the
    // texts' own request after a retry, and fail it again; they follow the module at mount.
    // Nor a dev server's files: they change with every save (decision 0177).
    const preloads =
      owner && !isDevRelease(owner.release)
        ? [owner.release.entry, ...(owner.release.preload ?? [])].filter(
            (file) => !file.includes('{lang}'),
          )
        : [];
    // A painted page loads its code once the paint is on screen (decision 0129), the chunks
    // the shell's boot asks for among it (0131); the shell's own page loads it at once, the
    // owning release's files beside the shell's.
    const integrity =
      owner?.release.integrity && preloads.length
        ? { [owner.release.entry]: owner.release.integrity }
        : {};
    const deferred = painted
      ? afterFirstPaint(painted.html, {
          preloads: [...preloads, ...bootFiles],
          integrity,
          nonce: request.scriptNonce,
        })
      : null;
    // A page the shell draws itself (a member's, or one no release paints) asks for the boot
    // chunks with the shell's entry instead of after it has run: one round trip less before
    // anything shows. A member's page shows its layout's bar meanwhile (decision 0193).
    const shellPage = () => {
      const titled = withTitle(html, site.name);
      return owner && request.userId !== null
        ? withBarInRoot(titled, owner.layout, site.name)
        : titled;
    };
    const page = deferred
      ? withHeadContent(deferred, boot)
      : withHeadContent(
          painted?.html ?? shellPage(),
          preloadLinks([...bootFiles, ...preloads], integrity) + boot,
        );
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL.page)
      .send(
        withDevBanner(
          site.language && !painted ? withLanguage(page, site.language) : page,
          devBanner(registry.remotes, request.url),
        ),
      );
  };

  app.get('/registry.json', async (request, reply) => {
    const registry = await registryFor(request, reply);
    return reply
      .type('application/json')
      .header('Cache-Control', CACHE_CONTROL.page)
      .send(registry);
  });

  // For crawlers, per requesting domain (decision 0124): the stable releases' public pages.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [registry, site] = await Promise.all([
      readRegistry(options.deployDir, request.log),
      siteOf(request),
    ]);
    const paths = await publicPaths(options.deployDir, registry, {
      app,
      request,
      settings: site.settings,
      renderPool,
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL.crawler)
      .send(sitemapXml(originOf(app, request), paths, siteLanguages(site.settings)));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const registry = await readRegistry(options.deployDir, request.log);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CACHE_CONTROL.crawler)
      .send(robotsTxt(originOf(app, request), registry));
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply) => reply.header('Cache-Control', CACHE_CONTROL.release),
  });

  // A developer's switch to a dev server's build of one remote (decision 0177).
  await devOverrideRoutes(app, { deployDir: options.deployDir });

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
      .header('Cache-Control', CACHE_CONTROL.manifest)
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
    // The staff listener and the staff API's paths never get a member page (decision 0160).
    if (isStaffRequest(request.raw) || request.url.startsWith(`${STAFF_API_PREFIX}/`)) {
      return reply.code(404).send(NOT_FOUND);
    }
    // A missing file is a page for browsers and a 404 for others: caches must tell them apart.
    if (FILE_NAME.test(request.url.split('?', 1)[0] ?? '/')) reply.header('Vary', 'Accept');
    if (!servesPage(request)) {
      return reply.code(404).send(NOT_FOUND);
    }
    return sendPage(request, reply);
  });
}
