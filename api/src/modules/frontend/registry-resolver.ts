import { createHash, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EMPTY_REGISTRY,
  bySpecificity,
  matchRoute,
  parseRegistry,
  withCheckedShows,
  registryRoutes,
  type RemoteRegistry,
  type LayoutDeclaration,
  type RemoteRegistryEntry,
} from '@dating/shared-contracts/registry';
import type { FastifyBaseLogger } from 'fastify';
// The check the shell makes in the browser (remote-catalog.ts), so both choose alike.
import { satisfy } from '@module-federation/runtime-core';

/** Buckets are 0..9999: a canary share of 10 % is buckets below 1000. */
export const BUCKETS = 10_000;
export const CANARY_COOKIE = 'canary_bucket';

/**
 * A member's bucket comes from their id, so a canary follows the member to every device
 * and every page load; a visitor's is a random number kept in a cookie.
 */
export function memberBucket(userId: number): number {
  return createHash('sha256').update(`canary:${userId}`).digest().readUInt32BE(0) % BUCKETS;
}

export function visitorBucket(cookie: string | undefined): { bucket: number; fresh: boolean } {
  const value = Number(cookie);
  if (cookie && Number.isInteger(value) && value >= 0 && value < BUCKETS) {
    return { bucket: value, fresh: false };
  }
  return { bucket: randomInt(BUCKETS), fresh: true };
}

/** The registry as one visitor gets it: each canary applied or dropped, never both. */
export function resolveCanaries(registry: RemoteRegistry, bucket: number): RemoteRegistry {
  const remotes = registry.remotes.map((entry): RemoteRegistryEntry => {
    const { canary, ...stable } = entry;
    if (!canary || bucket >= canary.share * BUCKETS) return stable;
    const { share: _share, ...release } = canary;
    // For this visitor the stable release is the one before the canary: a shell that cannot
    // run the canary runs it.
    const { name: _name, earlier = [], ...before } = stable;
    return { ...stable, ...release, earlier: [before, ...earlier] };
  });
  return { schemaVersion: 2, remotes };
}

/**
 * The registry for a shell of this platform version, as the page it serves carries it: each
 * remote's newest release that shell can run (the shell would pick the same, with the same
 * check), and no earlier ones to choose from. Unchanged when the version is not known.
 */
export function forShell(registry: RemoteRegistry, platform: string | null): RemoteRegistry {
  if (!platform) return registry;
  const remotes = registry.remotes.map(({ earlier = [], ...entry }): RemoteRegistryEntry => {
    const runnable = [entry, ...earlier].find((release) => satisfy(platform, release.platform));
    return runnable ? { ...runnable, name: entry.name } : entry;
  });
  return { schemaVersion: 2, remotes };
}

/** The release that owns a path (the one the shell will mount first) and its route. */
export interface PageOwner {
  readonly release: RemoteRegistryEntry;
  /** What the route's layout draws around the page. */
  readonly layout: LayoutDeclaration;
  /** The route's name (`members-id`). */
  readonly route: string;
  /** The path's parameters (`{ id: '12' }`). */
  readonly params: Readonly<Record<string, string>>;
  /** The API call whose answer the page shows, if its route names one. */
  readonly shows?: string;
}

export function pageOwner(registry: RemoteRegistry, pathname: string): PageOwner | null {
  const match = matchRoute(pathname, bySpecificity(registryRoutes(registry.remotes)));
  const release = registry.remotes.find((entry) => entry.name === match?.route.owner);
  if (!match || !release) return null;
  const { frame, name, shows } = match.route;
  return {
    release,
    layout: frame,
    route: name,
    params: match.params,
    ...(shows ? { shows } : {}),
  };
}

/** The release that owns a path: the one the shell will mount first. */
export function ownerOf(registry: RemoteRegistry, pathname: string): RemoteRegistryEntry | null {
  return pageOwner(registry, pathname)?.release ?? null;
}

/**
 * Reads the deployment's registry on each call (a release rewrites it at any time); a
 * document that does not parse is served as no remotes, and its problems are logged.
 */
export async function readRegistry(deployDir: string, log: FastifyBaseLogger) {
  const file = path.join(deployDir, 'registry.json');
  if (!existsSync(file)) return EMPTY_REGISTRY;
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    log.error({ err: error }, 'registry.json is not JSON');
    return EMPTY_REGISTRY;
  }
  const parsed = parseRegistry(document);
  const { registry, problems: showProblems } = withCheckedShows(parsed.registry);
  const problems = [...parsed.problems, ...showProblems];
  if (problems.length) log.error({ problems }, 'registry.json has entries that were dropped');
  return registry;
}
