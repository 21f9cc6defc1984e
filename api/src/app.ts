import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { API_PREFIX, STAFF_API_PREFIX } from '@dating/shared-contracts/api';
import type { Writable } from 'node:stream';
import type { AppConfig } from './config';
import { answerSerializers } from './lib/answer-serializers';
import { firstUseCompilers } from './lib/first-use-compilers';
import { named } from './lib/named-plugin';
import { requestLogger } from './lib/request-logger';
import { apiRoutes } from './modules/api.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { TestProvider } from './modules/payments/test-provider/test-provider';
import { testPushServiceRoutes } from './modules/push/test-push-service/test-push-service.routes';
import { testProviderRoutes } from './modules/payments/test-provider/test-provider.routes';
import { accessPlugin } from './plugins/access.plugin';
import { authPlugin } from './plugins/auth.plugin';
import { configPlugin } from './plugins/config.plugin';
import { databasePlugin } from './plugins/database.plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { storableInputPlugin } from './plugins/storable-input.plugin';
import { frontendPlugin } from './plugins/frontend';
import { instancePlugin } from './plugins/instance.plugin';
import { jobsPlugin } from './plugins/jobs.plugin';
import { lifecyclePlugin } from './plugins/lifecycle.plugin';
import { livePlugin } from './plugins/live.plugin';
import { mediaPlugin } from './plugins/media.plugin';
import { metricsPlugin } from './plugins/metrics.plugin';
import { notificationsPlugin } from './plugins/notifications.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { requestIdOf, requestIdPlugin } from './plugins/request-id.plugin';
import { responseValidationPlugin } from './plugins/response-validation.plugin';
import { securityHeadersPlugin } from './plugins/security-headers.plugin';
import { servicesPlugin } from './plugins/services.plugin';
import { staffConsolePlugin } from './plugins/staff-console.plugin';
import { staffListenerPlugin } from './plugins/staff-listener.plugin';
import { staffSessionPlugin } from './plugins/staff-session.plugin';
import { listenerConstraint, twoListeners } from './lib/staff-listener';
import { staffApiRoutes } from './modules/staff/staff.routes';

/** Answers slower than this are logged; quicker ones are not. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request logging without its two info lines for every request, which cost about
 * a tenth of a logged-in call's CPU (profile of `npm run bench:api`): a request is logged
 * when it failed or was slow. Fastify's other error lines stay as they are.
 */
class QuietRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      reply.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'slow request');
    }
  }
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read what the server logged). */
  readonly logStream?: Writable;
}

/** Composes the application from its plugins; it never listens (server.ts does). */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const level = config.nodeEnv === 'production' ? 'info' : 'debug';
  // The member listener and the staff console's (decision 0160), on one handler.
  const listeners = twoListeners();
  const logger = options.logStream
    ? { level, stream: options.logStream }
    : config.logger
      ? { level }
      : false;
  const app = Fastify({
    serverFactory: listeners.serverFactory,
    routerOptions: { constraints: { listener: listenerConstraint } },
    logger,
    logController: new QuietRequestLog(),
    // A request's child logger is made when it first writes a line (lib/request-logger.ts);
    // without a logger Fastify makes none.
    childLoggerFactory: logger ? requestLogger : undefined,
    genReqId: requestIdOf,
    // Only the configured proxies may say who the client is (TRUST_PROXY). A hop count is
    // the function Fastify would make of it (its types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy && [...config.trustProxy],
    bodyLimit: 1024 * 1024,
    // Starting may wait for another instance's migration or seed (database.plugin.ts): it
    // waits, saying so, instead of failing after Fastify's default 10 s.
    pluginTimeout: config.startupTimeoutMs,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true },
    },
    // Outside production a route's schemas are compiled when it is first used; answers are
    // written without running Ajv on them (answer-serializers.ts) everywhere.
    schemaController: {
      compilersFactory:
        config.nodeEnv === 'production'
          ? { buildSerializer: answerSerializers() }
          : firstUseCompilers(),
    },
  });
  await app.register(configPlugin, { config });
  await app.register(staffListenerPlugin, { server: listeners.staffServer });
  await app.register(lifecyclePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(requestIdPlugin);
  await app.register(instancePlugin);
  await app.register(metricsPlugin);
  await app.register(storableInputPlugin);
  await app.register(openapiPlugin);
  if (config.nodeEnv !== 'production') await app.register(responseValidationPlugin);
  if (config.rateLimit) await app.register(rateLimitPlugin);
  await app.register(databasePlugin);
  await app.register(livePlugin);
  await app.register(jobsPlugin);
  await app.register(servicesPlugin);
  await app.register(notificationsPlugin);
  await app.register(authPlugin);
  await app.register(staffSessionPlugin);
  await app.register(accessPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(named(mediaPlugin));
  await app.register(named(apiRoutes), { prefix: API_PREFIX });
  await app.register(named(staffApiRoutes), { prefix: STAFF_API_PREFIX });
  await app.register(named(metricsRoutes));
  // The test provider's hosted checkout page, like a provider's own site (PAYMENT_PROVIDER=test).
  if (app.paymentProvider instanceof TestProvider) {
    await app.register(testProviderRoutes(app.paymentProvider));
  }
  // The built-in push service stand-in, never in production (decision 0130).
  if (config.nodeEnv !== 'production') {
    await app.register(named(testPushServiceRoutes), { prefix: API_PREFIX });
  }
  // The staff console's files, on the staff listener only.
  if (config.staffDist) {
    await app.register(staffConsolePlugin, { dir: config.staffDist });
  }
  // The front end comes last so that /api and /media always win over its catch-all.
  if (config.shellDist && config.deployDir) {
    await app.register(frontendPlugin, { shellDir: config.shellDist, deployDir: config.deployDir });
  }
  return app;
}
