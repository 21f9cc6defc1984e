import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverEndpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../../lib/app-error';
import { endpointRoute } from '../../../lib/endpoint-route';
import { SENSITIVE_LIMIT } from '../../../plugins/rate-limit.plugin';

/** A push body is at most 4096 bytes (RFC 8291); a little more is refused with 413. */
const PUSH_BODY_LIMIT = 8192;

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The built-in push service stand-in (decision 0130), mounted under /api outside
 * production only (app.ts), like the test payment provider. Public, as a push service is.
 */
export async function testPushServiceRoutes(app: FastifyInstance) {
  const service = app.testPushService;
  const { testPushService } = serverEndpoints;
  const tags = ['development'];
  // Push bodies are encrypted bytes; only this plugin's routes take them.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: PUSH_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // Each subscription makes a key pair and a row: the account routes' budget.
  endpointRoute(
    app,
    testPushService.subscribe,
    { tags, config: SENSITIVE_LIMIT },
    async (request, reply) => reply.code(201).send(await service.subscribe(origin(request))),
  );

  // The API pushes to itself from its own address: outside the client budget, which a
  // developer's browser on the same loopback address spends.
  endpointRoute(
    app,
    testPushService.push,
    { tags, config: { rateLimit: false }, bodyLimit: PUSH_BODY_LIMIT },
    async (request, reply) => {
      const answer = await service.receive(request.params.id, {
        origin: origin(request),
        authorization: header(request, 'authorization'),
        contentEncoding: header(request, 'content-encoding'),
        ttl: header(request, 'ttl'),
        urgency: header(request, 'urgency'),
        topic: header(request, 'topic'),
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
      });
      if (answer.location) reply.header('location', answer.location);
      return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
    },
  );

  endpointRoute(app, testPushService.messages, { tags }, async (request) => {
    const messages = await service.messages(request.params.id);
    if (!messages) throw notFound();
    return { messages };
  });

  endpointRoute(app, testPushService.setAnswer, { tags }, async (request) => {
    if (!(await service.setAnswer(request.params.id, request.body.answer))) throw notFound();
    return { ok: true as const };
  });
}
