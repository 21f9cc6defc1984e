import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffContext as contextOf } from '../../lib/staff-actor';

const TAGS = ['staff'];

/** The moderators' inbox on the staff listener (issue 30). */
export async function moderationRoutes(app: FastifyInstance) {
  const endpoints = staffEndpoints.staffQueue;
  const { moderation } = app;
  const photoUrl = (id: number) => endpoints.photo.path.replace(':id', String(id));

  endpointRoute(app, endpoints.queue, { tags: TAGS }, async (request) =>
    moderation.inbox(request.query.kind),
  );

  endpointRoute(app, endpoints.item, { tags: TAGS }, async (request) =>
    moderation.detail(Number(request.params.id), contextOf(request), photoUrl),
  );

  endpointRoute(app, endpoints.claim, { tags: TAGS }, async (request) =>
    moderation.claim(Number(request.params.id), contextOf(request)),
  );

  endpointRoute(app, endpoints.release, { tags: TAGS }, async (request, reply) => {
    await moderation.release(Number(request.params.id), contextOf(request));
    return reply.code(204).send();
  });

  endpointRoute(app, endpoints.decide, { tags: TAGS }, async (request) =>
    moderation.decide(Number(request.params.id), request.body, contextOf(request)),
  );

  endpointRoute(app, endpoints.decideAppeal, { tags: TAGS }, async (request, reply) => {
    await moderation.decideAppeal(Number(request.params.id), request.body, contextOf(request));
    return reply.code(204).send();
  });

  endpointRoute(app, endpoints.undo, { tags: TAGS }, async (request, reply) => {
    await moderation.undo(Number(request.params.id), contextOf(request));
    return reply.code(204).send();
  });

  endpointRoute(app, endpoints.photoQueue, { tags: TAGS }, async (request) =>
    moderation.photoQueue(contextOf(request), photoUrl),
  );

  endpointRoute(app, endpoints.photo, { tags: TAGS }, async (request, reply) => {
    const stored = await moderation.photoFile(Number(request.params.id), app.mediaStore);
    if (!stored) throw notFound();
    return reply
      .type(stored.contentType)
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  });
}
