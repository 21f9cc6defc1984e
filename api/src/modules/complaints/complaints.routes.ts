import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { domainOfHost } from '../site/site.service';

/**
 * Notices per client address: enough for someone reporting several profiles in a sitting,
 * too few to flood the moderators' queue or to mail strangers from the site in bulk.
 */
export const COMPLAINT_LIMIT = { rateLimit: { max: 10, timeWindow: 3_600_000 } };

/** POST /api/complaint.php: notices under the DSA, from visitors and members (decision 0126). */
export async function complaintRoutes(app: FastifyInstance) {
  const { complaints } = app;
  const publicHost = domainOfHost(new URL(app.config.publicUrl).host);

  endpointRoute(
    app,
    endpoints.complaints.complaint,
    { tags: ['complaints'], summary: 'File a notice (DSA article 16)', config: COMPLAINT_LIMIT },
    async (request, reply) => {
      const settings = await request.settings();
      const domains = [
        ...(await app.site.domains()),
        domainOfHost(request.headers.host),
        publicHost,
      ];
      const filed = await complaints.file(request.body, {
        reporterUserId: request.userId,
        site: app.mailSites.fromSettings(settings, publicAddress(request, app.config)),
        domains,
      });
      return reply.code(filed.created ? 201 : 200).send({ reference: filed.reference });
    },
  );
}
