import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';
import { publicAddress } from '../../lib/public-address';
import { passwordClient, requireUserId } from '../../plugins/auth.plugin';
import { SENSITIVE_LIMIT } from '../../plugins/rate-limit.plugin';
import { outboxPage } from '../mail/outbox-page';
import { presentUser } from './user.presenter';

const ok = { ok: true as const };

/** Signup, activation, password reset and change, e-mail change, deletion, reactivation. */
export async function accountRoutes(app: FastifyInstance) {
  const { account } = endpoints;
  const tags = ['account'];
  // Mail links lead back to the address the member is using (decision 0139).
  const origin = (request: FastifyRequest) => publicAddress(request, app.config);

  endpointRoute(app, account.signup, { tags, config: SENSITIVE_LIMIT }, async (request, reply) => {
    const settings = await request.settings();
    const user = await app.accounts.signup(request.body, {
      domain: settings.domain,
      language: settings.domain_language,
      country: settings.countries[0] ?? 'NL',
      signups: settings.signups,
      origin: origin(request),
    });
    // Scam signals: many signups from one address, contact details in the first words.
    await app.scam.checkSignup(user.id, request.ip);
    await app.scam.checkProfileText(user.profile.id, request.body.signup_message ?? null);
    await reply.startSession(user.id);
    return reply.code(201).send({ user: presentUser(user, settings) });
  });

  endpointRoute(app, account.signupStep, { tags }, async (request) => {
    const user = await app.accounts.setSignupStep(requireUserId(request), request.body.step);
    return { user: presentUser(user, await request.settings()) };
  });

  // The e-mail link lands here and forwards to the front end's done or error page.
  endpointRoute(app, account.activateLink, { tags }, async (request, reply) => {
    const userId = request.query.token ? await app.accounts.activate(request.query.token) : null;
    if (userId === null) return reply.redirect('/activate/error');
    if (request.userId !== userId) await reply.startSession(userId);
    return reply.redirect('/activate/done');
  });

  endpointRoute(app, account.resendActivation, { tags }, async (request) => {
    await app.accounts.resendActivation(requireUserId(request), origin(request));
    return ok;
  });

  endpointRoute(
    app,
    account.requestPasswordReset,
    { tags, config: SENSITIVE_LIMIT },
    async (request) => {
      await app.accountChanges.requestPasswordReset(
        request.body.email,
        passwordClient(request),
        origin(request),
      );
      return ok;
    },
  );

  endpointRoute(app, account.checkResetLink, { tags, config: SENSITIVE_LIMIT }, async (request) => {
    await app.accountChanges.checkResetLink(request.query.token);
    return ok;
  });

  endpointRoute(
    app,
    account.resetPassword,
    { tags, config: SENSITIVE_LIMIT },
    async (request, reply) => {
      const { token, password, password_repeat } = request.body;
      const settings = await request.settings();
      const userId = await app.accountChanges.resetPassword(
        token,
        password,
        password_repeat,
        origin(request),
      );
      await reply.startSession(userId);
      const user = await app.accounts.currentUser(userId);
      return { user: presentUser(user, settings) };
    },
  );

  endpointRoute(app, account.changePassword, { tags }, async (request) => {
    const { current_password, password, password_repeat } = request.body;
    await app.accountChanges.changePassword(
      requireUserId(request),
      request.sessionToken,
      passwordClient(request),
      { current: current_password, password, repeat: password_repeat },
      origin(request),
    );
    return ok;
  });

  endpointRoute(app, account.requestMailChange, { tags }, async (request) => {
    const userId = requireUserId(request);
    const { email, password } = request.body;
    await app.accountChanges.requestMailChange(
      userId,
      email,
      password,
      passwordClient(request),
      origin(request),
    );
    return ok;
  });

  endpointRoute(app, account.confirmMailChange, { tags }, async (request) => {
    await app.accountChanges.confirmMailChange(request.body.token, origin(request));
    return ok;
  });

  endpointRoute(app, account.deleteAccount, { tags }, async (request, reply) => {
    const { password, reasons, comment } = request.body;
    await app.accountChanges.deleteAccount(
      requireUserId(request),
      passwordClient(request),
      { password, reasons, comment: comment ?? null },
      origin(request),
    );
    reply.clearSession();
    return ok;
  });

  endpointRoute(app, account.reactivateLink, { tags }, async (request, reply) => {
    const userId = await app.accountChanges.reactivate(request.query.token);
    if (userId === null) return reply.redirect('/account-deleted?error=link_expired');
    await reply.startSession(userId);
    return reply.redirect('/?reactivated=1');
  });

  endpointRoute(
    app,
    account.requestReactivation,
    { tags, config: SENSITIVE_LIMIT },
    async (request) => {
      await app.accountChanges.resendReactivation(request.body.email, origin(request));
      return ok;
    },
  );

  endpointRoute(app, account.notificationPreferences, { tags }, async (request) => ({
    preferences: await app.accounts.preferences(requireUserId(request)),
  }));

  endpointRoute(app, account.updateNotificationPreferences, { tags }, async (request) => {
    return { preferences: await app.accounts.setPreferences(requireUserId(request), request.body) };
  });

  // A developer's own machine only (config.devOutbox: NODE_ENV=development on a loopback
  // address): the mails hold activation and reset links, so anyone who can read them can
  // take an account over. A browser gets a page whose links can be clicked.
  endpointRoute(app, account.outbox, { tags: ['development'] }, async (request, reply) => {
    if (!app.config.devOutbox) throw notFound();
    const rows = await app.mailer.list(request.query.to);
    const mails = rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      html: r.html_body,
      headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : {},
      from: r.from_address,
      created_at: r.created_at,
    }));
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept');
    if ((request.headers.accept ?? '').includes('text/html')) {
      // A string is sent as is, past the JSON schema the endpoint's type describes.
      const page = outboxPage(mails, request.query.to) as never;
      return reply.type('text/html; charset=utf-8').send(page);
    }
    return { mails };
  });
}
