import type { i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router';
import { createEventBus, type ApiClient, type RemoteName } from '@dating/shared-contracts';
import {
  SERVER_ASSET_BASE,
  type ServerQuery,
  type ServerRenderHead,
  type ServerRenderRequest,
  type ServerRenderer,
} from '@dating/shared-contracts/registry';
import { namespaceBackend } from '../namespace-backend';
import { createQueryClient, type QueryClient } from '../query-client';
import type { RemoteLifecycles, RemoteProps } from '../remote-props';
import { capturedTree } from './capture-root';
import { collectCss, findEmotionCache } from './emotion-critical-css';
import { serverApiClient } from './server-api-client';
import { ServerLocation } from './server-location';
import { visitorSession } from './visitor-session';

/** What a route's server entry gets to prepare its first render. */
export interface ServerRouteContext {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly i18n: I18n;
  readonly request: ServerRenderRequest;
}

/** What a route's preparation answers: the page's head and, for a not-found page, its status. */
export interface ServerRoutePage extends ServerRenderHead {
  /** 404 where the route draws a not-found page (an unknown token, a member nobody may see). */
  readonly status?: number;
}

/**
 * One route drawn on the server: its pattern (as the remote's router has it) and what its
 * first render needs (the same query options its hooks use, its texts), answering the
 * page's head, or null when this URL is not drawn on the server (it then loads as before).
 */
export interface ServerRoute {
  readonly path: string;
  readonly prepare: (context: ServerRouteContext) => Promise<ServerRoutePage | null>;
}

export interface ServerApp {
  readonly name: RemoteName;
  /** The remote's `./app`: the server draws what its `mount` renders. */
  readonly lifecycles: RemoteLifecycles;
  readonly routes: readonly ServerRoute[];
  readonly sitemap: (context: {
    api: ApiClient;
    request: ServerRenderRequest;
  }) => Promise<string[]>;
}

/** React's mark of a Suspense boundary it left to the browser. */
const SUSPENDED = '<!--$!-->';
/** Lazy screens inside lazy screens: more rounds than any route has levels. */
const SUSPENDED_RENDERS = 4;

async function serverI18n(locale: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(namespaceBackend).init({
    lng: locale,
    fallbackLng: 'nl',
    ns: [],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** What the render's queries fetched, for the browser's cache (answers only, no errors). */
function fetchedQueries(queryClient: QueryClient): ServerQuery[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

/** A remote's server renderer (the module its release names in `ssr`), from its app and routes. */
export function createServerRenderer(app: ServerApp): Required<ServerRenderer> {
  /** The route's preparation for this request, or null when no route of the app matches. */
  const prepare = async (request: ServerRenderRequest) => {
    const url = new URL(request.url, request.origin);
    const matched = app.routes
      .map((route) => ({ route, match: matchPath(route.path, url.pathname) }))
      .find(({ match }) => match !== null);
    if (!matched?.match) return null;
    const api = serverApiClient(request);
    const queryClient = createQueryClient();
    const i18n = await serverI18n(request.locale);
    const page = await matched.route.prepare({
      params: matched.match.params,
      search: url.searchParams,
      api,
      queryClient,
      i18n,
      request,
    });
    return { url, api, queryClient, i18n, page };
  };

  return {
    async status(request) {
      // A route without parameters names one page, which exists: no need to prepare it
      // (the home page would search for nothing).
      const { pathname } = new URL(request.url, request.origin);
      const route = app.routes.find((candidate) => matchPath(candidate.path, pathname));
      if (!route) return null;
      if (!route.path.includes(':')) return 200;
      const prepared = await prepare(request);
      prepared?.queryClient.clear();
      if (!prepared?.page) return null;
      return prepared.page.status ?? 200;
    },
    async render(request) {
      const prepared = await prepare(request);
      if (!prepared) return null;
      const { url, api, queryClient, i18n, page } = prepared;
      if (!page) {
        queryClient.clear();
        return null;
      }
      const { status = 200, ...head } = page;
      const container = {} as HTMLElement;
      const errors: unknown[] = [];
      const props: RemoteProps = {
        name: app.name,
        remote: { name: app.name, version: 'server' },
        domElement: container,
        session: visitorSession(request.settings, request.locale),
        bus: createEventBus(),
        api,
        i18n,
        queryClient,
        navigate: () => undefined,
        reportError: (error) => errors.push(error),
      };
      await app.lifecycles.mount(props);
      try {
        const tree = capturedTree(container);
        const draw = () =>
          collectCss(findEmotionCache(tree), () =>
            renderToString(
              <ServerLocation.Provider value={url.pathname + url.search}>
                {tree}
              </ServerLocation.Provider>,
            ),
          );
        let [html, css] = draw();
        // A lazy screen suspends on its first render, which then draws its fallback marked
        // for the browser (`<!--$!-->`). Its chunk is in this bundle, so React has it a tick
        // later and the next render draws the screen itself; no screen needs to say so.
        for (let round = 0; round < SUSPENDED_RENDERS && html.includes(SUSPENDED); round += 1) {
          await new Promise((resolve) => setImmediate(resolve));
          [html, css] = draw();
        }
        if (errors.length) throw errors[0];
        const released = (text: string) => text.replaceAll(SERVER_ASSET_BASE, request.assetBase);
        return {
          status,
          html: released(html),
          css,
          head: {
            ...head,
            ...(head.image ? { image: { ...head.image, url: released(head.image.url) } } : {}),
            ...(head.preloadImage ? { preloadImage: released(head.preloadImage) } : {}),
          },
          queries: fetchedQueries(queryClient),
        };
      } finally {
        await app.lifecycles.unmount(props);
        queryClient.clear();
      }
    },
    sitemap: (request) => app.sitemap({ api: serverApiClient(request), request }),
  };
}
