import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LoginBodySchema,
  OkResponseSchema,
  PushSubscriptionBodySchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from '@dating/shared-contracts/api';
import { Type } from 'typebox';
import { authenticationRequired, invalidFields } from '../../lib/app-error';
import { requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';
import { presentUser } from './user.presenter';

const missing = (fields: string[]) =>
  invalidFields(fields.map((field) => ({ field, messageKey: 'field_required' })));

const PushQuerySchema = Type.Object({
  push: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
});

/** /api/user.php (GET the session user, POST log in or ?push=1, PUT language) and logout. */
export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['user'];

  const currentUser = async (request: FastifyRequest) => {
    const user = await app.accounts.users.findById(requireUserId(request));
    // A session of a user deleted meanwhile counts as no session.
    if (!user || user.status === 'deleted') throw authenticationRequired();
    return { user: presentUser(user, await request.settings()) };
  };

  app.get(
    '/user.php',
    { schema: { tags, response: { 200: UserResponseSchema } } },
    async (request) => currentUser(request),
  );

  app.post(
    '/user.php',
    {
      config: SENSITIVE_LIMIT,
      schema: {
        tags,
        querystring: PushQuerySchema,
        // One body for both uses of POST; which fields are required depends on ?push=1.
        body: Type.Partial(
          Type.Object({ ...LoginBodySchema.properties, ...PushSubscriptionBodySchema.properties }),
        ),
        response: { 200: Type.Union([UserResponseSchema, OkResponseSchema]) },
      },
    },
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

  app.put(
    '/user.php',
    { schema: { tags, body: UpdateUserBodySchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const userId = requireUserId(request);
      const { language, invisible } = request.body;
      await app.accounts.users.update(userId, {
        ...(language !== undefined ? { language } : {}),
        ...(invisible !== undefined ? { invisible: invisible ? 1 : 0 } : {}),
      });
      return currentUser(request);
    },
  );

  app.get(
    '/logout.php',
    { schema: { tags, response: { 200: OkResponseSchema } } },
    async (request, reply) => {
      if (request.sessionToken) await app.accounts.endSession(request.sessionToken);
      reply.clearSession();
      return { ok: true as const };
    },
  );
}
