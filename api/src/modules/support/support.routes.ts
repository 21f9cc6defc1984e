import type { FastifyInstance } from 'fastify';
import { staffSupportEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffContext as contextOf } from '../../lib/staff-actor';

const TAGS = ['staff'];

/** Support and finance on the staff listener (decision 0162). */
export async function supportRoutes(app: FastifyInstance) {
  const members = staffSupportEndpoints.staffMembers;
  const { support, refunds } = app;

  endpointRoute(app, members.search, { tags: TAGS }, async (request) =>
    support.search(request.query.q, contextOf(request)),
  );

  endpointRoute(app, members.file, { tags: TAGS }, async (request) =>
    support.file(Number(request.params.id), contextOf(request)),
  );

  endpointRoute(app, members.resendActivation, { tags: TAGS }, async (request) =>
    support.resendActivation(Number(request.params.id), request.body.reason, contextOf(request)),
  );

  endpointRoute(app, members.endSessions, { tags: TAGS }, async (request) =>
    support.endSessions(Number(request.params.id), request.body.reason, contextOf(request)),
  );

  endpointRoute(app, members.dataExport, { tags: TAGS }, async (request) =>
    support.dataExport(Number(request.params.id), request.body.reason, contextOf(request)),
  );

  endpointRoute(app, staffSupportEndpoints.staffRefunds.refund, { tags: TAGS }, async (request) =>
    refunds.refund(Number(request.params.id), request.body, contextOf(request)),
  );
}
