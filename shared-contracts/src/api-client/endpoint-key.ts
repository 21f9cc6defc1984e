import type { Endpoint } from '../api/define-endpoint';

/**
 * The query-cache key of a call: `[method, path, input]`. Every package derives it the same
 * way, so an answer one remote fetched serves the others, and a mutation invalidates all
 * calls of an endpoint with `endpointKey(endpoint)` (a prefix of every input's key).
 */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>, input?: unknown) {
  return input === undefined
    ? ([endpoint.method, endpoint.path] as const)
    : ([endpoint.method, endpoint.path, input] as const);
}
