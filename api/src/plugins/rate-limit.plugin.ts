import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Requests per minute and client address; the account routes get a tighter budget. */
export const RATE_LIMITS = { global: 600, sensitive: 30, clientErrors: 20 } as const;
export const SENSITIVE_LIMIT = { rateLimit: { max: RATE_LIMITS.sensitive, timeWindow: 60_000 } };
/** A page in an error loop must not flood the logs, nor may a script posting reports. */
export const CLIENT_ERROR_LIMIT = {
  rateLimit: { max: RATE_LIMITS.clientErrors, timeWindow: 60_000 },
};

/**
 * Counters live in memory, or in Redis when REDIS_URL is set so that every API instance
 * shares them. A Redis outage never blocks requests (skipOnError).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    // The Redis client is loaded only where REDIS_URL is set.
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    // A client that left before its request was handled has no address any more (its socket
    // is closed): there is nobody to count it against nor to answer, and the limiter's key
    // threw on it (logged as a failed request). Its request ends here.
    app.addHook('onRequest', async (request, reply) => {
      if (request.ip !== undefined) return;
      request.log.info('client gone before its request was handled');
      reply.hijack();
      request.raw.destroy();
    });
    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMITS.global,
      timeWindow: 60_000,
      redis,
      skipOnError: true,
      nameSpace: `${app.config.redisPrefix}-rate-limit-`,
      // Media and the front end's files are served by a CDN in production; only the API counts.
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'too_many_requests', { seconds: Math.ceil(context.ttl / 1000) }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
