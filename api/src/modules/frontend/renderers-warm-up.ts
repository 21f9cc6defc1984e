import type { FastifyBaseLogger } from 'fastify';
import { reportingWhileWaiting } from '../../lifecycle/start-steps';
import type { RenderPool } from './render-pool';
import { readRegistry } from './registry-resolver';

/**
 * Loads the live releases' server renderers into the pool's first render thread, before a
 * production instance listens: its first visitors' pages (a campaign's, right after a deploy)
 * would otherwise wait for a thread to start and compile them, seconds on a busy machine, and
 * go out unpainted. A release that does not load is logged and painted on demand, as before.
 */
export async function loadLiveRenderers(
  deployDir: string,
  renderPool: RenderPool,
  log: FastifyBaseLogger,
): Promise<void> {
  const registry = await readRegistry(deployDir, log);
  const releases = registry.remotes.filter((release) => release.ssr);
  if (releases.length === 0) return;
  const started = Date.now();
  const loaded = await reportingWhileWaiting(
    log,
    "loading the releases' server renderers",
    renderPool.warmUp(deployDir, releases, log),
  );
  log.info(
    { releases: releases.length, loaded, ms: Date.now() - started },
    'start: server renderers loaded',
  );
}
