import type { FastifyInstance } from 'fastify';

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
