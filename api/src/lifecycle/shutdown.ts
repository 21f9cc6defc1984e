import type { FastifyInstance } from 'fastify';

/** WebSocket close code 1001, "going away": the client reconnects, to another instance. */
export const LIVE_CLOSE_GOING_AWAY = 1001;

export interface ShutdownTiming {
  /** How long readiness says `draining` while the instance still serves (SHUTDOWN_DRAIN_MS). */
  readonly drainMs: number;
  /** How long it may all take before the instance gives up waiting (SHUTDOWN_TIMEOUT_MS). */
  readonly timeoutMs: number;
}

/**
 * Stops an instance behind a load balancer without dropping work (SIGTERM, SIGINT):
 * 1. readiness answers 503 `draining` at once, and for `drainMs` the instance serves on, so
 *    that the balancer stops sending it traffic before it stops taking connections;
 * 2. the live sockets close with 1001, and their clients reconnect through the balancer;
 * 3. `app.close()`: Fastify takes no new connection and waits for the requests in flight,
 *    whose connections close after their answer (lifecycle.plugin.ts); anything that still
 *    reaches it gets its 503 (return503OnClosing). The job worker finishes the job it runs
 *    (jobs.plugin.ts); the live hub and the database close last.
 * Resolves with the exit code: 0 when all that finished, 1 when it failed or took longer
 * than `timeoutMs` (then whatever is still open is left to the process's end).
 */
export async function shutdown(app: FastifyInstance, timing: ShutdownTiming): Promise<number> {
  app.lifecycle.draining = true;
  app.log.info({ drainMs: timing.drainMs }, 'shutting down: draining');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error({ timeoutMs: timing.timeoutMs }, 'shutdown took too long; exiting anyway');
      resolve(1);
    }, timing.timeoutMs);
  });
  const stopped = stop(app, timing.drainMs).then(
    () => 0,
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      return 1;
    },
  );
  try {
    return await Promise.race([stopped, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function stop(app: FastifyInstance, drainMs: number): Promise<void> {
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  for (const socket of app.websocketServer.clients) {
    socket.close(LIVE_CLOSE_GOING_AWAY, 'going_away');
  }
  await app.close();
}
