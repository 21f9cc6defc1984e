import type { FastifyInstance } from 'fastify';
import { laterEndpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { requireUserId } from '../../plugins/auth.plugin';

/** The member's repeating agreements and the button that cancels one. */
export async function contractsRoutes(app: FastifyInstance) {
  const { list, cancel } = laterEndpoints.contracts;
  const tags = ['payments'];

  endpointRoute(app, list, { tags }, async (request) => ({
    contracts: await app.contracts.list(requireUserId(request)),
  }));

  endpointRoute(app, cancel, { tags }, async (request) => ({
    contract: await app.contracts.cancel(
      requireUserId(request),
      Number(request.body.contract_id),
      publicAddress(request, app.config),
    ),
  }));
}
