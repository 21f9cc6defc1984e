import type { FastifyInstance } from 'fastify';
import { serverEndpoints } from '@dating/shared-contracts/api';
import { notFound } from '../../lib/app-error';
import { endpointRoute } from '../../lib/endpoint-route';

/** What operators need of the job engine: what waits, what failed, and another try. */
export async function jobsRoutes(app: FastifyInstance) {
  const tags = ['operations'];

  endpointRoute(app, serverEndpoints.operations.jobs, { tags }, async () => {
    const [counts, failed] = await Promise.all([app.jobs.counts(), app.jobs.failed()]);
    return {
      engine: app.jobs.engine,
      counts,
      failed: failed.map((job) => ({ ...job, id: String(job.id) })),
    };
  });

  endpointRoute(app, serverEndpoints.operations.retryJob, { tags }, async (request) => {
    if (!(await app.jobs.retry(Number(request.query.id)))) throw notFound();
    return { ok: true as const };
  });
}
