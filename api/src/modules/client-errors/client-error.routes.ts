import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { endpoints } from '@dating/shared-contracts/api';
import { endpointRoute } from '../../lib/endpoint-route';
import { CLIENT_ERROR_LIMIT } from '../../plugins/rate-limit.plugin';
import { readRegistry } from '../frontend/registry-resolver';

/** The widest report the schema allows is about 10,000 characters, up to 4 bytes each. */
const BODY_LIMIT = 64 * 1024;
const USER_AGENT_LENGTH = 300;

/**
 * The labels a report is counted under: a remote and release of the live registry (the stable
 * or the canary), else `other`, so that reports cannot grow the metric's label sets.
 */
async function countedAs(
  deployDir: string | undefined,
  log: FastifyBaseLogger,
  remote: string,
  version: string,
) {
  const live = deployDir ? (await readRegistry(deployDir, log)).remotes : [];
  const entry = live.find((candidate) => candidate.name === remote);
  const known = entry && [entry.version, entry.canary?.version].includes(version);
  return {
    remote: entry ? remote : remote === 'shell' ? 'shell' : 'other',
    version: known ? version : 'other',
  };
}

/**
 * POST /api/client-errors.php: the one server-side sink for front-end errors. Public: a
 * visitor's page breaks as well as a member's. Rate-limited per address (RATE_LIMITS), and
 * a refused report (429, 400) is never logged, so the log stays readable during an outage.
 * Counted in `client_errors_total` per remote and release: the canary's health.
 */
export async function clientErrorRoutes(app: FastifyInstance) {
  endpointRoute(
    app,
    endpoints.system.clientErrors,
    {
      tags: ['monitoring'],
      summary: 'Report a front-end error (anyone may call it)',
      config: CLIENT_ERROR_LIMIT,
      bodyLimit: BODY_LIMIT,
    },
    async (request, reply) => {
      const { remote, version, route, kind, message, stack } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_LENGTH);
      request.log.warn(
        {
          clientError: { remote, version, route, kind, message, ...(stack ? { stack } : {}) },
          ...(userAgent ? { userAgent } : {}),
          ...(request.userId !== null ? { userId: request.userId } : {}),
        },
        'client error',
      );
      const labels = await countedAs(app.config.deployDir, request.log, remote, version);
      app.metrics.clientErrors.inc({ ...labels, kind });
      return reply.code(204).send(null);
    },
  );
}
