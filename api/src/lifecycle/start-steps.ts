import type { FastifyBaseLogger } from 'fastify';

/** How often a start that waits says it is still waiting. */
export const STARTUP_REPORT_MS = 5000;

/**
 * Awaits a step of the start, logging every STARTUP_REPORT_MS that it still runs: a step may
 * be waiting for another instance's lock, and an operator watching the log must see an
 * instance that waits, not one that hangs.
 */
export async function reportingWhileWaiting<T>(
  log: FastifyBaseLogger,
  step: string,
  work: Promise<T>,
  everyMs = STARTUP_REPORT_MS,
): Promise<T> {
  const started = Date.now();
  const ticker = setInterval(
    () => log.info({ step, waitedMs: Date.now() - started }, `start: still ${step}`),
    everyMs,
  );
  try {
    return await work;
  } finally {
    clearInterval(ticker);
  }
}
