import type { RouteDefinition } from './route-table';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  const required = want.filter((part) => !part.endsWith('?')).length;
  if (got.length < required || got.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    const value = got[i];
    if (part.startsWith(':')) {
      if (value === undefined) continue;
      params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** 0 for a fixed segment, 1 for a parameter, 2 for an optional one: lower is more specific. */
const weights = (pattern: string) =>
  segments(pattern).map((part) => (!part.startsWith(':') ? 0 : part.endsWith('?') ? 2 : 1));

/**
 * Orders routes from several remotes so the most specific pattern wins, whatever the
 * order in which the releases declared them: `/credits/repeat-order` before
 * `/credits/:id`, `/likes/m/:id` before `/likes/:type`. Ties keep their order.
 */
export function bySpecificity(routes: readonly RouteDefinition[]): RouteDefinition[] {
  const compare = (a: RouteDefinition, b: RouteDefinition) => {
    const wa = weights(a.path);
    const wb = weights(b.path);
    for (let i = 0; i < Math.min(wa.length, wb.length); i += 1) {
      const diff = (wa[i] as number) - (wb[i] as number);
      if (diff !== 0) return diff;
    }
    return wb.length - wa.length;
  };
  return [...routes].sort(compare);
}

/** The first route whose pattern matches; pass routes ordered by `bySpecificity`. */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDefinition[],
): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    const params = matchPattern(route.path, clean);
    if (params) return { route, params };
  }
  return null;
}
