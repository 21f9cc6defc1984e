import type { TSchema } from 'typebox';

/** The API serves every endpoint under this prefix (api/src/app.ts mounts its routes there). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the API refuses everyone else before it reads the request
 * (api/src/plugins/access.plugin.ts, deny by default):
 * - `visitor`: anyone, logged in or not (an endpoint may still check the session for part
 *   of what it does; its definition says so);
 * - `member`: a logged-in member (others get 403 authentication_required);
 * - `activated`: a logged-in member whose e-mail address is confirmed (a pending account
 *   gets 403 account_not_activated);
 * - `system`: the operators' tools, with the API's OPS_TOKEN as a bearer token.
 */
export type EndpointAccess = 'visitor' | 'member' | 'activated' | 'system';

/**
 * One API endpoint: the API registers its route from it (api/src/lib/endpoint-route.ts)
 * and the front end derives typed calls from it (api-client/call-endpoint.ts).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** The public path, verbatim (`/api/....php`); `:name` segments are path params. */
  readonly path: `${typeof API_PREFIX}/${string}`;
  readonly access: EndpointAccess;
  /**
   * A GET that changes state because the API has always offered it as a GET (logout,
   * auto-like): like every POST, PUT and DELETE it is refused when the browser says it comes
   * from another site.
   */
  readonly changesState?: true;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /**
   * The body is multipart/form-data (a FormData on the client), read by the route itself,
   * not by a schema; it excludes `body`.
   */
  readonly multipart?: true;
  readonly params?: TSchema;
  /** The JSON answers by status. None: the route redirects or upgrades to a socket. */
  readonly response?: { readonly [status: number]: TSchema };
  /** A WebSocket upgrade, not a JSON call (the live channel). */
  readonly websocket?: true;
}

/** Keeps the literal method, path and schema types of a definition. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;
