import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { bearerMatches } from '../../plugins/access.plugin';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics: this instance's metrics in Prometheus's text format, for an operator's
 * scraper, not the public (the figures tell how busy the site is and what fails). With
 * METRICS_TOKEN set it takes `Authorization: Bearer <token>` and nothing else; without one
 * it is open in development and tests, and in production it answers the 404 of a path that
 * does not exist: a missing token hides the endpoint rather than stopping the start, since
 * the site works without metrics. Outside /api on purpose: Prometheus's usual path, and not
 * a contract endpoint of the front end's API (the OPS_TOKEN of `system` routes may retry
 * jobs; a scraper's token should read figures only).
 */
export async function metricsRoutes(app: FastifyInstance) {
  const { metricsToken, nodeEnv } = app.config;
  const { registry } = app.metrics;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (metricsToken === undefined && nodeEnv === 'production') throw notFound();
    if (metricsToken !== undefined && !bearerMatches(request.headers.authorization, metricsToken)) {
      throw new AppError(401, 'authentication_required');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
