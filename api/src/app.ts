import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '@dating/shared-contracts/api';
import type { Writable } from 'node:stream';
import type { AppConfig } from './config';
import { apiRoutes } from './modules/api.routes';
import { authPlugin } from './plugins/auth.plugin';
import { configPlugin } from './plugins/config.plugin';
import { databasePlugin } from './plugins/database.plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { frontendPlugin } from './plugins/frontend';
import { livePlugin } from './plugins/live.plugin';
import { mediaPlugin } from './plugins/media.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { responseValidationPlugin } from './plugins/response-validation.plugin';
import { servicesPlugin } from './plugins/services.plugin';

/** Answers slower than this are logged (request logging is off: see Fastify's options below). */
export const SLOW_REQUEST_MS = 1000;

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
  const app = Fastify({
    logger: options.logStream
      ? { level, stream: options.logStream }
      : config.logger
        ? { level }
        : false,
    // A log line per request cost a tenth of a logged-in call's CPU (bench:api profile); errors
    // are logged by the error handler and slow answers by the hook below.
    disableRequestLogging: true,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true },
    },
  });
  await app.register(configPlugin, { config });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'slow request',
      );
    }
    done();
  });
  await app.register(errorHandlerPlugin);
  await app.register(openapiPlugin);
  if (config.nodeEnv !== 'production') await app.register(responseValidationPlugin);
  if (config.rateLimit) await app.register(rateLimitPlugin);
  await app.register(databasePlugin);
  await app.register(servicesPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(mediaPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  // The front end comes last so that /api and /media always win over its catch-all.
  if (config.shellDist && config.deployDir) {
    await app.register(frontendPlugin, { shellDir: config.shellDist, deployDir: config.deployDir });
  }
  return app;
}
