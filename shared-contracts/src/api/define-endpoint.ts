import type { TSchema } from 'typebox';
import type { StaffRole } from './staff-rules';

/** The API serves every endpoint under this prefix (api/src/app.ts mounts its routes there). */
export const API_PREFIX = '/api';
/** The staff API's prefix, on the staff listener only (decision 0160). */
export const STAFF_API_PREFIX = '/staff-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the API refuses everyone else before it reads the request
 * (api/src/plugins/access.plugin.ts, deny by default):
 * - `visitor`: anyone, logged in or not (an endpoint may still check the session for part
 *   of what it does; its definition says so);
 * - `member`: a logged-in member (others get 403 authentication_required);
 * - `activated`: a logged-in member whose e-mail address is confirmed (a pending account
 *   gets 403 account_not_activated);
 * - `system`: the operators' tools, with the API's OPS_TOKEN as a bearer token;
 * - `{ staff: ... }`: the staff console's endpoints, on the staff listener only (StaffAccess).
 */
export type EndpointAccess = 'visitor' | 'member' | 'activated' | 'system' | StaffAccess;

/**
 * Who on the staff listener may call an endpoint: `login`, anyone (the sign-in steps);
 * `signed_in`, any staff session; a list of roles, a staff session holding one of them.
 * A member session counts for none of them.
 */
export interface StaffAccess {
  readonly staff: 'login' | 'signed_in' | readonly StaffRole[];
}

/** Whether an endpoint belongs to the staff console's API. */
export const isStaffAccess = (access: EndpointAccess): access is StaffAccess =>
  typeof access === 'object';

/**
 * The TypeBox schema types of an endpoint's request and answers, at compile time only. The
 * schema values are the API's (`@dating/shared-contracts/api-schemas`, one map from each
 * endpoint to its schemas), so a page that imports an endpoint imports its method and path
 * and nothing of TypeBox; the map compiles only when its schemas are of exactly these types.
 */
export interface EndpointTypes {
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly params?: TSchema;
  /** The JSON answers by status. None: the route redirects or upgrades to a socket. */
  readonly response?: { readonly [status: number]: TSchema };
}

/** What an endpoint is at run time: plain data. */
export interface EndpointDescriptor {
  readonly method: HttpMethod;
  /** The public path, verbatim (`/api/....php`); `:name` segments are path params. */
  readonly path: `${typeof API_PREFIX}/${string}` | `${typeof STAFF_API_PREFIX}/${string}`;
  readonly access: EndpointAccess;
  /**
   * A GET that changes state because the API has always offered it as a GET (logout,
   * auto-like): like every POST, PUT and DELETE it is refused when the browser says it comes
   * from another site.
   */
  readonly changesState?: true;
  /**
   * The body is multipart/form-data (a FormData on the client), read by the route itself,
   * not by a schema; the endpoint declares no `body` type.
   */
  readonly multipart?: true;
  /** A WebSocket upgrade, not a JSON call (the live channel). */
  readonly websocket?: true;
}

/**
 * One API endpoint: the API registers its route from it (api/src/lib/endpoint-route.ts)
 * and the front end derives typed calls from it (api-client/call-endpoint.ts).
 */
export interface Endpoint<T extends EndpointTypes = EndpointTypes> extends EndpointDescriptor {
  /** Compile time only, never present at run time: the types of the endpoint's schemas. */
  readonly '~types': T;
}

/** The schema types an endpoint declares. */
export type TypesOf<E> = E extends { readonly '~types': infer T extends EndpointTypes } ? T : never;

// One function for every endpoint, which `defineEndpoint()` returns as it is: the minifier
// then replaces each definition by its object literal, so a bundle drops the areas and the
// endpoints it never reads (a function made per call would stay, with every endpoint).
const descriptorAsIs = <D>(descriptor: D): D => descriptor;

/**
 * Defines an endpoint: `defineEndpoint<{ body: typeof XBodySchema }>()({ method, path, access })`
 * with the schema types taken by `import type`. The first call takes the types, the second
 * the descriptor, whose literal method and path it keeps; at run time it is the descriptor.
 */
export const defineEndpoint = <T extends EndpointTypes = Record<never, never>>() =>
  descriptorAsIs as <
    const D extends EndpointDescriptor & { readonly [K in keyof EndpointTypes]?: never },
  >(
    descriptor: D,
  ) => D & Endpoint<T>;
