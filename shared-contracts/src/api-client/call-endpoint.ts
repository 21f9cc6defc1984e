import type { Static, TSchema } from 'typebox';
import type { Endpoint, EndpointTypes, TypesOf } from '../api/define-endpoint';
import type { ApiClient, ApiQuery } from './api-client';

/** An endpoint with a JSON answer: what a page can call (not a redirect link, not the socket). */
export type CallableEndpoint = Endpoint<
  EndpointTypes & { readonly response: { readonly 200: TSchema } | { readonly 201: TSchema } }
>;

/** The success answer: 200, or 201 for endpoints that create. */
export type EndpointAnswer<E extends CallableEndpoint> = TypesOf<E>['response'] extends {
  readonly 200: infer R extends TSchema;
}
  ? Static<R>
  : TypesOf<E>['response'] extends { readonly 201: infer R extends TSchema }
    ? Static<R>
    : never;

// Required when the schema requires something, optional when all its fields are, absent
// when the endpoint takes no such part.
type Part<E, From extends 'querystring' | 'body' | 'params', As extends string> =
  TypesOf<E> extends {
    readonly [K in From]: infer S extends TSchema;
  }
    ? object extends Static<S>
      ? { readonly [K in As]?: Static<S> }
      : { readonly [K in As]: Static<S> }
    : { readonly [K in As]?: never };

// A multipart endpoint takes a FormData (the browser sets its boundary); the shell's client
// passes it on untouched, as it passes a JSON body on as JSON.
type BodyPart<E> = E extends { readonly multipart: true }
  ? { readonly body: FormData }
  : Part<E, 'body', 'body'>;

export type EndpointInput<E extends Endpoint> = Part<E, 'querystring', 'query'> &
  BodyPart<E> &
  Part<E, 'params', 'params'>;

type InputArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The endpoint's path with its `:name` segments filled in from params. */
export function endpointPath(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${endpoint.path}: missing path param ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * A typed call of one endpoint of the registry through the shell's API client. It is
 * compiled into each package, so a remote built later than the shell brings its own
 * endpoints and needs nothing of the shell's client but its `request`.
 */
export async function callEndpoint<const E extends CallableEndpoint>(
  api: ApiClient,
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<EndpointAnswer<E>> {
  const { query, body, params } = (input ?? {}) as {
    query?: ApiQuery;
    body?: unknown;
    params?: Record<string, unknown>;
  };
  // The API checks every answer against the endpoint's schema (outside production), so it is trusted.
  return (await api.request(endpoint.method, endpointPath(endpoint, params), {
    query,
    body,
  })) as EndpointAnswer<E>;
}
