import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import {
  API_PREFIX,
  STAFF_API_PREFIX,
  type Endpoint,
  type TypesOf,
} from '@dating/shared-contracts/api';
import { schemasOf } from '@dating/shared-contracts/api-schemas';

type Part<E, K extends 'querystring' | 'body' | 'params' | 'response'> =
  TypesOf<E> extends { readonly [P in K]: infer S } ? S : undefined;

/** The Fastify schema of an endpoint, so that the TypeBox provider types request and reply. */
export type EndpointSchema<E extends Endpoint> = {
  querystring: Part<E, 'querystring'>;
  body: Part<E, 'body'>;
  params: Part<E, 'params'>;
  response: Part<E, 'response'>;
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  TypeBoxTypeProvider
>;

/** What only the server adds to an endpoint's route: OpenAPI grouping and route config. */
export interface EndpointRouteOptions {
  readonly tags?: string[];
  /** Left out of the OpenAPI document. */
  readonly hide?: boolean;
  readonly config?: FastifyContextConfig;
  /** The largest body in bytes, when the endpoint's own bound is below Fastify's 1 MiB. */
  readonly bodyLimit?: number;
  /** The operation's one-line description in the OpenAPI document. */
  readonly summary?: string;
}

/** The route's URL inside the API plugin, mounted at API_PREFIX (or STAFF_API_PREFIX). */
export function endpointUrl(endpoint: Endpoint): string {
  const prefix = endpoint.path.startsWith(`${STAFF_API_PREFIX}/`) ? STAFF_API_PREFIX : API_PREFIX;
  return endpoint.path.slice(prefix.length);
}

/**
 * Registers an endpoint of the registry with its schemas (the registry's schema map); the
 * handler's request and answers are typed by the schema types the endpoint declares, which
 * the map's schemas are of exactly.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void {
  // Only the parts the endpoint declares: an empty key would still reach Ajv and OpenAPI.
  const schema: FastifySchema & Record<string, unknown> = {};
  if (options.tags) schema.tags = options.tags;
  if (options.hide) schema.hide = true;
  if (options.summary) schema.summary = options.summary;
  const { querystring, body, params, response } = schemasOf(endpoint);
  if (querystring) schema.querystring = querystring;
  if (body) schema.body = body;
  if (params) schema.params = params;
  if (response) schema.response = { ...response };
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpointUrl(endpoint),
    schema: schema as EndpointSchema<E>,
    // Who may call it comes from the registry, never from the route (plugins/access.plugin.ts).
    config: {
      ...options.config,
      access: endpoint.access,
      ...(endpoint.changesState ? { changesState: true } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler,
  });
}
