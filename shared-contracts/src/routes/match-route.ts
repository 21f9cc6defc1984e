import { ROUTES, type RemoteName, type RouteDefinition } from './route-table';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
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

/** The first route whose pattern matches; the table lists specific routes first. */
export function matchRoute(
  pathname: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of routes) {
    const params = matchPattern(route.path, clean);
    if (params) return { route, params };
  }
  return null;
}

export function ownerOf(pathname: string): RemoteName | null {
  return matchRoute(pathname)?.route.owner ?? null;
}

export function routesOf(owner: RemoteName): RouteDefinition[] {
  return ROUTES.filter((route) => route.owner === owner);
}
