import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LayoutDeclaration } from '@dating/shared-contracts/registry';
import type { Settings } from '@dating/shared-contracts/api';
import type {
  RemoteRegistry,
  RemoteRegistryEntry,
  ServerQuery,
} from '@dating/shared-contracts/registry';
import { DEFAULT_LOCALE, isLocale } from '@dating/shared-contracts/locales';
import {
  SITE_ENTRY_TEXTS,
  entryWarningApplies,
  siteEntryAccepted,
  siteEntryApplies,
} from '@dating/shared-contracts/site-entry';
import { withHeadContent, withLanguage, withTitle } from '../../lib/html';
import { headTags } from './head-tags';
import { pageLanguage, siteLanguages } from './page-language';
import { withServerPaint, type PaintWarnings } from './server-page';
import type { RenderPool } from './render-pool';
import { injectFetch } from './server-render';

export interface PaintInput {
  readonly app: FastifyInstance;
  readonly request: FastifyRequest;
  readonly deployDir: string;
  /** The render threads the releases' server renderers run in. */
  readonly renderPool: RenderPool;
  /** The shell's index.html. */
  readonly html: string;
  readonly owner: {
    readonly release: RemoteRegistryEntry;
    readonly layout: LayoutDeclaration;
    readonly route: string;
  };
  readonly site: { readonly name: string; readonly settings: Settings | null };
}

/**
 * The page's origin for absolute links: the requested host, under PUBLIC_URL's scheme where
 * it is set, else the scheme the request came in on (decision 0139).
 */
export const originOf = (app: FastifyInstance, request: FastifyRequest) => {
  const scheme = app.config.publicUrlConfigured
    ? new URL(app.config.publicUrl).protocol
    : `${request.protocol}:`;
  return `${scheme}//${request.host}`;
};

/**
 * The first paint from the owning release's server renderer (decision 0124): its content
 * and critical CSS in the page, its head tags, its language, and the queries it fetched for
 * the boot data. Null (the page goes out as the shell alone) for a member's request, a
 * release without a renderer, a render that fails or is late, or a shell that cannot take
 * over from a server paint.
 */
export async function paintOnServer(
  input: PaintInput,
): Promise<{ html: string; queries: readonly ServerQuery[]; status: number } | null> {
  const { app, request, owner, site } = input;
  // A visitor's page only: nothing a member sees is drawn without their session.
  if (request.method !== 'GET' || request.userId !== null) return null;
  if (!owner.release.ssr) return null;
  const { locale, fromUrl } = pageLanguage(request.url, request.headers.cookie, site.settings);
  const origin = originOf(app, request);
  const result = await input.renderPool.render(
    input.deployDir,
    owner.release,
    { ...visitorRequest(app, request, site.settings, owner.release), locale },
    request.log,
    app.config.ssrBudgetMs,
  );
  if (!result) return null;
  const painted = withServerPaint(input.html, {
    layout: owner.layout,
    siteName: site.name,
    html: result.html,
    css: result.css,
    warnings: warningsFor(request, owner, site.settings, locale),
    nonce: request.scriptNonce,
  });
  if (!painted) return null;
  const head = headTags({
    head: result.head,
    siteName: site.name,
    origin,
    path: request.url.split('?', 1)[0] ?? '/',
    locale,
    languageInUrl: fromUrl,
    languages: siteLanguages(site.settings),
  });
  // A title that names the site already (the home page's `index_title`) is not suffixed.
  const title = result.head.title.includes(site.name)
    ? result.head.title
    : `${result.head.title} | ${site.name}`;
  return {
    html: withLanguage(withHeadContent(withTitle(painted, title), head), locale),
    queries: result.queries,
    status: result.status,
  };
}

/**
 * The status of a page that goes out without a server paint (a member's, a HEAD request),
 * as the owning release tells it (404 for the not-found page it will draw); null when it
 * does not know (no renderer, or one that does not say, fails or is late): the page is 200.
 * Asked as a visitor, like a paint: whether a URL exists does not depend on who asks.
 */
export async function statusOnServer(input: Omit<PaintInput, 'html'>): Promise<number | null> {
  const { app, request, owner, site } = input;
  if (!owner.release.ssr) return null;
  const { locale } = pageLanguage(request.url, request.headers.cookie, site.settings);
  return input.renderPool.status(
    input.deployDir,
    owner.release,
    { ...visitorRequest(app, request, site.settings, owner.release), locale },
    request.log,
    app.config.ssrBudgetMs,
  );
}

/**
 * The adult-content warnings the shell shows on this page, by the same rule (decision 0128),
 * so the server's paint carries them: the warning is no late, large paint over the page.
 */
function warningsFor(
  request: FastifyRequest,
  owner: PaintInput['owner'],
  settings: Settings | null,
  locale: string,
): PaintWarnings {
  const { warning, ...dialog } = SITE_ENTRY_TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const entry = siteEntryApplies({
    routeName: owner.route,
    settings,
    loggedIn: request.userId !== null,
    accepted: siteEntryAccepted(request.headers.cookie),
  });
  return {
    line: entryWarningApplies(settings) ? warning : null,
    dialog: entry ? dialog : null,
  };
}

/** A release's public folder: where its entry (and every file it emits) is served. */
const folderOf = (release: RemoteRegistryEntry) =>
  release.entry.slice(0, release.entry.lastIndexOf('/') + 1);

/** A render request for this page's visitor: their domain and address, no cookie. */
function visitorRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: Settings | null,
  release: RemoteRegistryEntry,
) {
  const fetch = injectFetch(app, { host: request.headers.host ?? request.host, ip: request.ip });
  const { locale } = pageLanguage(request.url, undefined, settings);
  const origin = originOf(app, request);
  return { url: request.url, origin, locale, settings, fetch, assetBase: folderOf(release) };
}

/**
 * The public pages of the stable releases for the sitemap: the home page and what each
 * release's server renderer lists (a release without one, or whose list fails, adds none).
 */
export async function publicPaths(
  deployDir: string,
  registry: RemoteRegistry,
  context: {
    app: FastifyInstance;
    request: FastifyRequest;
    settings: Settings | null;
    renderPool: RenderPool;
  },
): Promise<string[]> {
  const { app, request, settings, renderPool } = context;
  const lists = await Promise.all(
    registry.remotes.map((release) =>
      renderPool.sitemap(
        deployDir,
        release,
        visitorRequest(app, request, settings, release),
        request.log,
      ),
    ),
  );
  return ['/', ...lists.flat()];
}
