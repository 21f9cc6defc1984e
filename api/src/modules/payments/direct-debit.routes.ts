import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { requireUserId } from '../../plugins/auth.plugin';

/** The direct-debit form and the SMS code that confirms it (decision 0122). */
export async function directDebitRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.payments.directDebit, { tags: ['payments'] }, async (request) =>
    app.directDebits.request(requireUserId(request), request.body),
  );

  endpointRoute(
    app,
    endpoints.payments.confirmDirectDebit,
    { tags: ['payments'] },
    async (request) =>
      app.directDebits.confirm(
        requireUserId(request),
        Number(request.body.request_id),
        request.body.code,
        publicAddress(request, app.config),
      ),
  );
}
