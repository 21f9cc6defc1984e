import type { FastifyInstance } from 'fastify';
import { staffOperatorEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffContext as contextOf } from '../../lib/staff-actor';

const TAGS = ['staff'];

/** Operators answering for fictional profiles, on the staff listener (decision 0164). */
export async function operatorRoutes(app: FastifyInstance) {
  const conversations = staffOperatorEndpoints.staffOperator;
  const { operator } = app;

  endpointRoute(app, conversations.inbox, { tags: TAGS }, async (request) =>
    operator.inbox(contextOf(request)),
  );

  endpointRoute(app, conversations.conversation, { tags: TAGS }, async (request) =>
    operator.conversation(Number(request.params.id), contextOf(request)),
  );

  endpointRoute(app, conversations.claim, { tags: TAGS }, async (request) =>
    operator.claim(Number(request.params.id), contextOf(request)),
  );

  endpointRoute(app, conversations.release, { tags: TAGS }, async (request, reply) => {
    await operator.release(Number(request.params.id), contextOf(request));
    return reply.code(204).send();
  });

  endpointRoute(app, conversations.answer, { tags: TAGS }, async (request) =>
    operator.answer(Number(request.params.id), request.body, contextOf(request)),
  );
}
