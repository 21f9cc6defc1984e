import type { RouteDeclaration } from '../routes/route-table';
import type { RemoteRegistry, RemoteRelease } from './remote-registry';

// An API call a page shows: a GET of `/api/<name>.php`, each query value a `:param`.
const SHOWS_PATTERN = /^\/api\/[\w-]+\.php(\?\w+=:\w+(&\w+=:\w+)*)?$/;

/**
 * The API's check of the call a route's page shows (the server asks it with the requester's
 * session): one of this API's GETs whose every `:param` the route's path has. Kept out of
 * the registry's own parse, which the shell runs in every browser and which never asks it.
 */
export function checkShows({ shows, path }: RouteDeclaration): string | undefined {
  if (shows === undefined) return undefined;
  if (typeof shows !== 'string') return 'bad shows';
  const params = new Set([...path.matchAll(/:(\w+)/g)].map((match) => match[1]));
  const valid =
    SHOWS_PATTERN.test(shows) &&
    [...shows.matchAll(/=:(\w+)/g)].every((match) => params.has(match[1]));
  return valid ? undefined : 'bad shows';
}

/**
 * The registry with every release (or canary) whose routes fail checkShows dropped, and why:
 * what the API serves by, beside the problems parseRegistry found.
 */
export function withCheckedShows(registry: RemoteRegistry): {
  registry: RemoteRegistry;
  problems: string[];
} {
  const problems: string[] = [];
  const failing = (name: string, release: RemoteRelease, what = '') => {
    for (const route of release.routes) {
      const problem = checkShows(route);
      if (problem) {
        problems.push(`registry: ${name}: ${what}route ${route.name}: ${problem}`);
        return true;
      }
    }
    return false;
  };
  const remotes = registry.remotes
    .filter((entry) => !failing(entry.name, entry))
    .map((entry) => {
      if (!entry.canary || !failing(entry.name, entry.canary, 'canary: ')) return entry;
      const { canary: _dropped, ...stable } = entry;
      return stable;
    });
  return { registry: { ...registry, remotes }, problems };
}
