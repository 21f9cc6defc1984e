import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  RemoteRegistryEntry,
  ServerRenderRequest,
  ServerRenderResult,
  ServerRenderer,
} from '@dating/shared-contracts/registry';

/** A render slower than this is not waited for (SSR_BUDGET_MS): the page goes out as the shell alone. */
export const RENDER_BUDGET_MS = 300;
/**
 * A release's first render also compiles its code and reads its texts (about 200 ms here
 * alone, more under load), so it gets longer: otherwise the first visitor after every
 * release would get no server paint.
 */
export const FIRST_RENDER_BUDGET_MS = 1500;

const renderers = new Map<string, ServerRenderer | null>();
const warm = new WeakSet<ServerRenderer>();

/**
 * The server renderer of a release (its registry entry's `ssr`, a file of its folder),
 * loaded once per release folder: a release never changes, a new one is a new folder.
 * One that does not load is remembered as none and logged once.
 */
export function rendererOf(
  deployDir: string,
  release: RemoteRegistryEntry,
  log: FastifyBaseLogger,
): ServerRenderer | null {
  if (!release.ssr) return null;
  const file = path.join(deployDir, 'remotes', release.name, release.version, release.ssr);
  if (!renderers.has(file)) {
    try {
      const module = createRequire(file)(file) as Partial<ServerRenderer>;
      if (typeof module.render !== 'function' || typeof module.sitemap !== 'function')
        throw new Error('exports no render and sitemap');
      renderers.set(file, module as ServerRenderer);
    } catch (error) {
      log.error({ err: error, file }, 'server renderer not loaded: its pages go out unrendered');
      renderers.set(file, null);
    }
  }
  return renderers.get(file) ?? null;
}

/**
 * The renderer's answer within the budget, or null: a renderer that throws, answers
 * nothing or is too slow is logged, and the page is served exactly as without it.
 */
export async function renderWithin(
  renderer: ServerRenderer,
  request: ServerRenderRequest,
  log: FastifyBaseLogger,
  warmBudgetMs = RENDER_BUDGET_MS,
): Promise<ServerRenderResult | null> {
  const budgetMs = warm.has(renderer)
    ? warmBudgetMs
    : Math.max(warmBudgetMs, FIRST_RENDER_BUDGET_MS);
  warm.add(renderer);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const answer = await Promise.race([renderer.render(request), late]);
    if (answer === 'late') {
      log.warn({ url: request.url, budgetMs }, 'server render too slow: page sent unrendered');
      return null;
    }
    return answer;
  } catch (error) {
    log.error({ err: error, url: request.url }, 'server render failed: page sent unrendered');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Who the in-process calls of a render come from: the visitor's domain and address. */
interface Visitor {
  readonly host: string;
  readonly ip: string;
}

const NO_BODY = new Set([204, 205, 304]);

/**
 * A fetch answered by the API in process (`app.inject`): the same routes, schemas and
 * access rules as a browser's call, as a visitor (no cookie), counted against the
 * visitor's own address by the rate limits.
 */
export function injectFetch(app: FastifyInstance, visitor: Visitor): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        host: visitor.host,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: body }),
      remoteAddress: visitor.ip,
    });
    const type = response.headers['content-type'];
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
