import type { TSchema } from 'typebox';

/** The API serves every endpoint under this prefix (api/src/app.ts mounts its routes there). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint as the API behaves today: anyone (`public`), or only a logged-in
 * member (`member`: anyone else gets 403 authentication_required). A public endpoint may
 * still check the session for part of what it does; its definition says so.
 */
export type EndpointAccess = 'public' | 'member';

/**
 * One API endpoint: the API registers its route from it (api/src/lib/endpoint-route.ts)
 * and the front end derives typed calls from it (api-client/call-endpoint.ts).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The public path, verbatim (`/api/....php`); `:name` segments are path params. */
  readonly path: `${typeof API_PREFIX}/${string}`;
  readonly access: EndpointAccess;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly params?: TSchema;
  /** The JSON answers by status. None: the route redirects or upgrades to a socket. */
  readonly response?: { readonly [status: number]: TSchema };
  /** A WebSocket upgrade, not a JSON call (the live channel). */
  readonly websocket?: true;
}

/** Keeps the literal method, path and schema types of a definition. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;
