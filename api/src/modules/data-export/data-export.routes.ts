import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';

/** Where a link that cannot be served lands: the settings say so and offer a new export. */
export const EXPORT_LINK_EXPIRED = '/notifications?export=link_expired#data-export';

/** The self-service data export: status, request and the zip's download (decision 0118). */
export async function dataExportRoutes(app: FastifyInstance) {
  const { accountData } = endpoints;
  const tags = ['settings'];

  endpointRoute(app, accountData.dataExport, { tags }, async (request) => ({
    export: await app.dataExports.status(requireUserId(request)),
  }));

  endpointRoute(
    app,
    accountData.requestDataExport,
    { tags, config: SENSITIVE_LIMIT },
    async (request) => {
      const userId = requireUserId(request);
      return {
        export: await app.dataExports.request(userId, publicAddress(request, app.config)),
      };
    },
  );

  // The mail's link: the zip goes to its owner's session only, never to the link alone.
  endpointRoute(app, accountData.downloadDataExport, { tags }, async (request, reply) => {
    if (request.userId === null) return reply.redirect('/login');
    const found = await app.dataExports.download(request.userId, request.query.token);
    if (!found) return reply.redirect(EXPORT_LINK_EXPIRED);
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(found.file.size))
      .header('content-disposition', `attachment; filename="${found.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(found.file.body);
  });
}
