import type { FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { AppError } from '../lib/app-error';
import { endpointRoute, type EndpointRouteOptions } from '../lib/endpoint-route';
import { named } from '../lib/named-plugin';
import { Liveness } from '../lifecycle/liveness';
import { checkReadiness } from '../lifecycle/readiness';
import { accountDataRoutes } from './accounts/account-data.routes';
import { accountRoutes } from './accounts/account.routes';
import { userRoutes } from './accounts/user.routes';
import { chatRoutes } from './chats/chat.routes';
import { dataExportRoutes } from './data-export/data-export.routes';
import { discountRoutes } from './payments/discount.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { directDebitRoutes } from './payments/direct-debit.routes';
import { withdrawalRoutes } from './payments/withdrawal.routes';
import { contractsRoutes } from './payments/contracts.routes';
import { clientErrorRoutes } from './client-errors/client-error.routes';
import { complaintRoutes } from './complaints/complaints.routes';
import { statementRoutes } from './moderation/statements.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { landerMemberRoutes } from './lander-member/lander-member.routes';
import { landerRoutes } from './landers/lander.routes';
import { liveRoutes } from './live/live.routes';
import { likesRoutes } from './members/likes.routes';
import { memberRoutes } from './members/member.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { profileActionsRoutes } from './members/profile-actions.routes';
import { ownProfileRoutes } from './own-profile/own-profile.routes';
import { safetyRoutes } from './safety/safety.routes';
import { photoRoutes } from './photos/photo.routes';
import { siteRoutes } from './site/site.routes';
import { swipeRoutes } from './swipe/swipe.routes';
import { verificationRoutes } from './verification/verification.routes';

/** Everything under /api; unknown /api paths answer the JSON 404 of the one error shape. */
export async function apiRoutes(app: FastifyInstance) {
  // The balancer's probes: it polls every instance every few seconds from one address, and a
  // limited probe would take a healthy instance out of the pool.
  const probe: EndpointRouteOptions = { tags: ['system'], config: { rateLimit: false } };
  const { config } = app;
  const liveness = new Liveness(
    app.db,
    { writeTimeoutMs: config.livenessWriteTimeoutMs, eventLoopStuckMs: config.livenessEventLoopMs },
    app.log.child({ module: 'liveness' }),
    config.instanceId,
  );
  app.addHook('onReady', async () => liveness.start());
  app.addHook('onClose', async () => liveness.stop());
  // Like readiness, a 503 here is an answer (which check failed), not an error.
  endpointRoute(app, endpoints.system.health, probe, async (_request, reply) => {
    const health = await liveness.check();
    return reply.code(health.status === 'ok' ? 200 : 503).send(health);
  });
  // A 503 here is an answer, not an error: its body says which check failed or that the
  // instance is draining, so it is sent as it is rather than through the error handler.
  endpointRoute(app, endpoints.system.ready, probe, async (_request, reply) => {
    const readiness = await checkReadiness(app);
    return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
  endpointRoute(app, endpoints.system.openapi, { hide: true }, async () => app.swagger());
  for (const routes of [
    siteRoutes,
    userRoutes,
    accountRoutes,
    accountDataRoutes,
    dataExportRoutes,
    memberRoutes,
    likesRoutes,
    profileActionsRoutes,
    swipeRoutes,
    ownProfileRoutes,
    safetyRoutes,
    photoRoutes,
    verificationRoutes,
    chatRoutes,
    discountRoutes,
    paymentsRoutes,
    directDebitRoutes,
    withdrawalRoutes,
    contractsRoutes,
    liveRoutes,
    clientErrorRoutes,
    complaintRoutes,
    statementRoutes,
    jobsRoutes,
    landerMemberRoutes,
    landerRoutes,
    notificationRoutes,
  ]) {
    await app.register(named(routes));
  }
  app.setNotFoundHandler(async () => {
    throw new AppError(404, 'not_found');
  });
}
