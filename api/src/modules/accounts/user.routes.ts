import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { invalidFields } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { passwordClient, requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';
import { liveSessionId } from '../live/live-hub';
import { presentUser } from './user.presenter';

const missing = (fields: string[]) =>
  invalidFields(fields.map((field) => ({ field, messageKey: 'field_required' })));

/** /api/user.php (GET the session user, POST log in or ?push=1, PUT language) and logout. */
export async function userRoutes(app: FastifyInstance) {
  const tags = ['user'];

  const currentUser = async (request: FastifyRequest) => {
    const user = await app.accounts.currentUser(requireUserId(request));
    return { user: presentUser(user, await request.settings()) };
  };

  // A visitor's probe is answered, not refused: no session means no user.
  endpointRoute(app, endpoints.user.current, { tags }, async (request) =>
    request.userId === null ? { user: null } : currentUser(request),
  );

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
        await app.accounts.subscribePush(userId, {
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
        });
        return { ok: true as const };
      }
      if (body.email === undefined || body.password === undefined) {
        throw missing(
          ['email', 'password'].filter((f) => body[f as 'email' | 'password'] === undefined),
        );
      }
      const user = await app.accounts.login(body.email, body.password, passwordClient(request));
      // A new session id at every login: a planted cookie never becomes a logged-in one.
      if (request.sessionToken) await app.accounts.endSession(request.sessionToken);
      await reply.startSession(user.id);
      return { user: presentUser(user, await request.settings()) };
    },
  );

  endpointRoute(app, endpoints.user.update, { tags }, async (request) => {
    await app.accounts.updateSettings(requireUserId(request), request.body);
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
