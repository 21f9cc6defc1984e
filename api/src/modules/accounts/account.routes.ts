import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AccountDeleteBodySchema,
  ChangePasswordBodySchema,
  EmailBodySchema,
  MailChangeRequestBodySchema,
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  OkResponseSchema,
  OutboxResponseSchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  TokenBodySchema,
  UserResponseSchema,
} from '@dating/shared-contracts/api';
import { Type } from 'typebox';
import { notFound } from '../../lib/app-error';
import { requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { presentUser } from './user.presenter';

const TokenQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });
const ok = { ok: true as const };

/** Signup, activation, password reset and change, e-mail change, deletion, reactivation. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['account'];
  const prefs = new NotificationPreferencesRepository(app.db);

  app.post(
    '/signup.php',
    {
      config: SENSITIVE_LIMIT,
      schema: { tags, body: SignupBodySchema, response: { 201: UserResponseSchema } },
    },
    async (request, reply) => {
      const settings = await request.settings();
      const user = await app.accounts.signup(request.body, {
        siteName: settings.name,
        language: settings.domain_language,
        country: settings.countries[0] ?? 'NL',
        signups: settings.signups,
      });
      await reply.startSession(user.id);
      return reply.code(201).send({ user: presentUser(user, settings) });
    },
  );

  // The e-mail link lands here and forwards to the front end's done or error page.
  app.get(
    '/activate.php',
    {
      schema: {
        tags,
        querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (request, reply) => {
      const userId = request.query.token ? await app.accounts.activate(request.query.token) : null;
      if (userId === null) return reply.redirect('/activate/error');
      if (request.userId !== userId) await reply.startSession(userId);
      return reply.redirect('/activate/done');
    },
  );

  app.post(
    '/activate.php',
    { schema: { tags, response: { 200: OkResponseSchema } } },
    async (request) => {
      const user = await app.accounts.users.findById(requireUserId(request));
      if (user?.status === 'not_confirmed') {
        await app.accounts.sendActivation(user, (await request.settings()).name);
      }
      return ok;
    },
  );

  app.post(
    '/reset-password.php',
    {
      config: SENSITIVE_LIMIT,
      schema: { tags, body: EmailBodySchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await app.accountChanges.requestPasswordReset(
        request.body.email,
        (await request.settings()).name,
      );
      return ok;
    },
  );

  app.put(
    '/reset-password.php',
    {
      config: SENSITIVE_LIMIT,
      schema: { tags, body: ResetPasswordBodySchema, response: { 200: UserResponseSchema } },
    },
    async (request, reply) => {
      const { token, password, password_repeat } = request.body;
      const userId = await app.accountChanges.resetPassword(token, password, password_repeat);
      await reply.startSession(userId);
      const user = (await app.accounts.users.findById(userId))!;
      return { user: presentUser(user, await request.settings()) };
    },
  );

  app.put(
    '/password.php',
    { schema: { tags, body: ChangePasswordBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      const { current_password, password, password_repeat } = request.body;
      await app.accountChanges.changePassword(
        requireUserId(request),
        current_password,
        password,
        password_repeat,
      );
      return ok;
    },
  );

  app.post(
    '/mail-change.php',
    { schema: { tags, body: MailChangeRequestBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      const userId = requireUserId(request);
      const settings = await request.settings();
      await app.accountChanges.requestMailChange(
        userId,
        request.body.email,
        request.body.password,
        settings.name,
      );
      return ok;
    },
  );

  app.put(
    '/mail-change.php',
    { schema: { tags, body: TokenBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      await app.accountChanges.confirmMailChange(request.body.token);
      return ok;
    },
  );

  app.post(
    '/account-delete.php',
    { schema: { tags, body: AccountDeleteBodySchema, response: { 200: OkResponseSchema } } },
    async (request, reply) => {
      const { password, reasons, comment } = request.body;
      const settings = await request.settings();
      await app.accountChanges.deleteAccount(
        requireUserId(request),
        password,
        reasons,
        comment ?? null,
        settings.name,
      );
      reply.clearSession();
      return ok;
    },
  );

  app.get(
    '/reactivate.php',
    { schema: { tags, querystring: TokenQuerySchema } },
    async (request, reply) => {
      const userId = await app.accountChanges.reactivate(request.query.token);
      if (userId === null) return reply.redirect('/account-deleted?error=link_expired');
      await reply.startSession(userId);
      return reply.redirect('/?reactivated=1');
    },
  );

  app.post(
    '/reactivate.php',
    {
      config: SENSITIVE_LIMIT,
      schema: { tags, body: EmailBodySchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await app.accountChanges.resendReactivation(
        request.body.email,
        (await request.settings()).name,
      );
      return ok;
    },
  );

  app.get(
    '/notifications.php',
    { schema: { tags, response: { 200: NotificationPreferencesResponseSchema } } },
    async (request) => ({ preferences: await prefs.get(requireUserId(request)) }),
  );

  app.put(
    '/notifications.php',
    {
      schema: {
        tags,
        body: Type.Partial(NotificationPreferencesSchema),
        response: { 200: NotificationPreferencesResponseSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await prefs.set(userId, request.body);
      return { preferences: await prefs.get(userId) };
    },
  );

  // Development only: the mails the app would have sent, so links can be clicked locally.
  app.get(
    '/outbox.php',
    {
      schema: {
        tags: ['development'],
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
        response: { 200: OutboxResponseSchema },
      },
    },
    async (request) => {
      if (app.config.nodeEnv === 'production') throw notFound();
      const rows = await app.mailer.list(request.query.to);
      return {
        mails: rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          created_at: r.created_at,
        })),
      };
    },
  );
}
