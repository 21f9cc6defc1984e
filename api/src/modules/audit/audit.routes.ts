import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { staffAuditEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { staffActor } from '../../lib/staff-actor';

const TAGS = ['staff'];

/** The audit trail for admins (decision 0163): read a page, or export a range as a file. */
export async function auditRoutes(app: FastifyInstance) {
  const { audit } = app;

  endpointRoute(app, staffAuditEndpoints.list, { tags: TAGS }, async (request) =>
    audit.page(request.query, staffActor(request)),
  );

  endpointRoute(app, staffAuditEndpoints.export, { tags: TAGS }, async (request, reply) => {
    const file = await audit.export(request.query, staffActor(request));
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(file.body));
  });
}
