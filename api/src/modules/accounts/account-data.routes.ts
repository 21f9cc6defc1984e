import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';

const ok = { ok: true as const };

/** The settings' sessions list with sign-out, and turning push off (decision 0118). */
export async function accountDataRoutes(app: FastifyInstance) {
  const { accountData } = endpoints;
  const tags = ['settings'];

  endpointRoute(app, accountData.sessions, { tags }, async (request) => ({
    sessions: await app.sessions.list(requireUserId(request), request.sessionToken),
  }));

  endpointRoute(app, accountData.endSession, { tags }, async (request, reply) => {
    const userId = requireUserId(request);
    const wasCurrent = await app.sessions.end(userId, request.query.id, request.sessionToken);
    // Ending the asking browser's own session is logging out.
    if (wasCurrent) reply.clearSession();
    return ok;
  });

  endpointRoute(app, accountData.endOtherSessions, { tags }, async (request) => {
    await app.sessions.endOthers(requireUserId(request), request.sessionToken);
    return ok;
  });

  endpointRoute(app, accountData.removePushSubscription, { tags }, async (request) => {
    await app.accounts.unsubscribePush(requireUserId(request), request.body.endpoint);
    return ok;
  });
}
