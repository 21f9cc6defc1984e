import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { requireUserId } from '../../plugins/auth.plugin';

/** Withdrawing from a purchase within WITHDRAWAL_DAYS (decision 0122). */
export async function withdrawalRoutes(app: FastifyInstance) {
  endpointRoute(app, endpoints.payments.withdraw, { tags: ['payments'] }, async (request) =>
    app.withdrawals.withdraw(
      requireUserId(request),
      Number(request.body.payment_id),
      publicAddress(request, app.config),
    ),
  );
}
