import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { authenticationRequired, invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';
import { liveSessionId } from '../live/live-hub';
import { presentUser } from './user.presenter';

const missing = (fields: string[]) =>
  invalidFields(fields.map((field) => ({ field, messageKey: 'field_required' })));

/** /api/user.php (GET the session user, POST log in or ?push=1, PUT language) and logout. */
export async function userRoutes(app: FastifyInstance) {
  const tags = ['user'];

  const currentUser = async (request: FastifyRequest) => {
    const user = await app.accounts.users.findById(requireUserId(request));
    // A session of a user deleted meanwhile counts as no session.
    if (!user || user.status === 'deleted') throw authenticationRequired();
    return { user: presentUser(user, await request.settings()) };
  };

  endpointRoute(app, endpoints.user.current, { tags }, async (request) => currentUser(request));

  endpointRoute(
    app,
    endpoints.user.loginOrPush,
    { tags, config: SENSITIVE_LIMIT },
    async (request, reply) => {
      const body = request.body;
      if (request.query.push === 1 || body.subscription) {
        const userId = requireUserId(request);
        if (!body.subscription) throw missing(['subscription']);
        const { endpoint, keys } = body.subscription;
        await app.accounts.users.addPushSubscription(
          userId,
          { endpoint, p256dh: keys.p256dh, auth: keys.auth },
          app.config.now().toISOString(),
        );
        return { ok: true as const };
      }
      if (body.email === undefined || body.password === undefined) {
        throw missing(
          ['email', 'password'].filter((f) => body[f as 'email' | 'password'] === undefined),
        );
      }
      const user = await app.accounts.login(body.email, body.password);
      // A new session id at every login: a planted cookie never becomes a logged-in one.
      if (request.sessionToken) await app.accounts.endSession(request.sessionToken);
      await reply.startSession(user.id);
      return { user: presentUser(user, await request.settings()) };
    },
  );

  endpointRoute(app, endpoints.user.update, { tags }, async (request) => {
    const userId = requireUserId(request);
    const { language, invisible } = request.body;
    const changes = {
      ...(language !== undefined ? { language } : {}),
      ...(invisible !== undefined ? { invisible: invisible ? 1 : 0 } : {}),
    };
    // Both fields are optional: a PUT of neither changes nothing (an UPDATE without a SET
    // clause is no SQL) and answers the user as it is.
    if (Object.keys(changes).length > 0) await app.accounts.users.update(userId, changes);
    return currentUser(request);
  });

  endpointRoute(app, endpoints.user.logout, { tags }, async (request, reply) => {
    if (request.sessionToken) {
      await app.accounts.endSession(request.sessionToken);
      // The session's live sockets close too, on whichever instance holds them.
      if (request.userId !== null) {
        await app.live.control(request.userId, {
          kind: 'session-ended',
          sessionId: liveSessionId(request.sessionToken),
        });
      }
    }
    reply.clearSession();
    return { ok: true as const };
  });
}
