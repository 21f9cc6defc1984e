import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * What an incoming id may look like: the UUIDs and hex or base64 ids load balancers set,
 * nothing that could break a log line or a header. Anyone may send one, so it names a
 * request in the logs and is never trusted for anything else.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the load balancer's `X-Request-Id` when it is sane, so that its
 * access log and ours name a request alike; otherwise a UUID (Fastify's own `req-1`,
 * `req-2`… would repeat across instances and restarts). Pino logs it as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Tells the caller the id its request is logged under, on every answer. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
