import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ReadyResponse } from '@dating/shared-contracts/api';

/**
 * How long each dependency may take to answer. A balancer's probe gives up after about a
 * second; a dependency slower than this should take the instance out rather than hang it.
 */
export const READY_CHECK_TIMEOUT_MS = 1000;

type CheckResult = ReadyResponse['checks']['database'];

/** Runs one probe against the clock; a failure is logged, since the answer only says which. */
async function check(
  app: FastifyInstance,
  name: keyof ReadyResponse['checks'],
  probe: () => Promise<unknown>,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`)),
      READY_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (error) {
    app.log.warn({ err: error, check: name }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: the database answers a trivial query, Redis
 * (when configured) answers PING on the live hub's connection, the job engine can read its
 * outbox (and with BullMQ reach Redis on its own connection), and shutdown has not begun.
 */
export async function checkReadiness(app: FastifyInstance): Promise<ReadyResponse> {
  const live = app.live;
  const [database, redis, jobs] = await Promise.all([
    check(app, 'database', () => sql`select 1`.execute(app.db)),
    live.ping
      ? check(app, 'redis', () => live.ping!())
      : Promise.resolve('not-configured' as const),
    check(app, 'jobs', () => app.jobs.reachable()),
  ]);
  const checks = { database, redis, jobs };
  if (app.lifecycle.draining) return { status: 'draining', checks };
  const failed = Object.values(checks).includes('failed');
  return { status: failed ? 'not-ready' : 'ready', checks };
}
