// The deployment's registry and release history (DEPLOY_DIR): what `scripts/release.mjs`
// writes when it releases, canaries, promotes or rolls back a remote (decisions 0001, 0012).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deployDir } from './packages.mjs';
import { withHandOvers } from './route-claims.mjs';

const registryFile = () => path.join(deployDir(), 'registry.json');
const EMPTY_REGISTRY = { schemaVersion: 2, remotes: [] };
export const historyFile = (name) => path.join(deployDir(), 'history', `${name}.json`);

export async function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback;
}

/** Replaces a file in one step, so a reader sees the old or the new document, never half. */
export async function writeJsonAtomic(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, file);
}

const lockDir = () => path.join(deployDir(), 'registry.lock');
/** How long a release waits for another one to finish writing the registry. */
const LOCK_WAIT_MS = 60_000;

/** The process holding the registry, when it is still running: a dead one's lock is stale. */
async function lockHolder() {
  const holder = await readJson(path.join(lockDir(), 'holder.json'), null).catch(() => null);
  if (!holder) return null;
  try {
    process.kill(holder.pid, 0);
    return holder;
  } catch (error) {
    return error.code === 'EPERM' ? holder : null;
  }
}

/**
 * Runs `change` (read the registry, check, write it) while no other release, canary,
 * promotion or rollback does: two releases at once both land, one after the other, or the
 * second gives up after LOCK_WAIT_MS saying for whom it waited, having written nothing.
 * `mkdir` is the lock: it either creates the folder or fails, atomically.
 */
export async function withRegistryLock(what, change, { waitMs = LOCK_WAIT_MS } = {}) {
  await mkdir(deployDir(), { recursive: true });
  const until = Date.now() + waitMs;
  let waitingFor = null;
  for (;;) {
    try {
      await mkdir(lockDir());
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = await lockHolder();
    // Written just after the folder: a lock without a holder is one being taken right now.
    const age = Date.now() - (await stat(lockDir()).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (!holder && age > 2000) {
      console.warn(`registry: removed a lock its process left behind (${lockDir()})`);
      await rm(lockDir(), { recursive: true, force: true });
      continue;
    }
    if (holder && waitingFor !== holder.what) {
      waitingFor = holder.what;
      console.log(`${what}: waiting for ${holder.what} (pid ${holder.pid}) to finish`);
    }
    if (Date.now() > until)
      throw new Error(
        `${what}: waited ${waitMs / 1000} s for ${waitingFor ?? 'another release'} to finish; nothing was changed`,
      );
    await sleep(50 + Math.random() * 100);
  }
  try {
    await writeFile(
      path.join(lockDir(), 'holder.json'),
      JSON.stringify({ pid: process.pid, what }),
    );
    return await change();
  } finally {
    await rm(lockDir(), { recursive: true, force: true });
  }
}

/** Where a release's files live; the registry always points at them. */
const releaseUrl = (name, version) => `/remotes/${name}/${version}`;
export const entryUrl = (name, version) => `${releaseUrl(name, version)}/remoteEntry.js`;
export const releaseDir = (name, version) => path.join(deployDir(), 'remotes', name, version);

/** The registry, or an empty one when there is none or it has an older schema. */
export async function readRegistry() {
  const registry = await readJson(registryFile(), EMPTY_REGISTRY);
  return registry.schemaVersion === EMPTY_REGISTRY.schemaVersion ? registry : EMPTY_REGISTRY;
}

/** The registry entry of a release: its entry, platform range and routes (release.json). */
export async function registryEntry(name, version) {
  const file = path.join(releaseDir(name, version), 'release.json');
  if (!existsSync(file))
    throw new Error(
      `${name} ${version}: no release.json (released before routes moved to the remotes)`,
    );
  const { platform, routes, preload, ssr, layouts, integrity } = await readJson(file);
  const base = releaseUrl(name, version);
  return {
    name,
    version,
    entry: entryUrl(name, version),
    platform,
    routes,
    preload: preload.map((file) => `${base}/${file}`),
    // The server renderer: a file of the release folder, read by the API only (decision 0124).
    ...(ssr ? { ssr } : {}),
    ...(layouts ? { layouts } : {}),
    // Releases made before integrity hashes were recorded have none (decision 0178).
    ...(integrity ? { integrity } : {}),
  };
}

/** How many releases before the live one an entry keeps, for shells that cannot run it (0178). */
export const KEPT_EARLIER = 3;

/**
 * The releases of `name` that were live before `liveVersion` and were not rolled back (a
 * rolled-back release is no fallback), newest first, whose folders are still there.
 */
async function earlierReleases(name, liveVersion) {
  const history = await readJson(historyFile(name), []);
  const versions = earlierVersions(history, liveVersion).filter((version) =>
    existsSync(path.join(releaseDir(name, version), 'release.json')),
  );
  return Promise.all(
    versions.slice(0, KEPT_EARLIER).map(async (version) => {
      const { name: _name, ...release } = await registryEntry(name, version);
      return release;
    }),
  );
}

/**
 * The routes a live release declares, from its release.json: an entry may have lost some to a
 * hand-over, which a later registry (the taker rolled back) may give back.
 */
async function declaredRoutesOf(name, release) {
  const file = path.join(releaseDir(name, release.version), 'release.json');
  return existsSync(file) ? (await readJson(file)).routes : release.routes;
}

/**
 * Writes the registry with `name`'s entry replaced (or removed, for null); every entry's routes
 * are those its release declares, less those another live release took over (decision 0173).
 */
export async function writeEntry(name, entry) {
  const registry = await readRegistry();
  const remotes = registry.remotes.filter((remote) => remote.name !== name);
  if (entry) remotes.push(entry);
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  const declared = await Promise.all(
    remotes.map(async ({ earlier: _earlier, ...remote }) => ({
      ...remote,
      routes: await declaredRoutesOf(remote.name, remote),
      ...(remote.canary
        ? {
            canary: {
              ...remote.canary,
              routes: await declaredRoutesOf(remote.name, remote.canary),
            },
          }
        : {}),
      ...(await earlierReleases(remote.name, remote.version).then((earlier) =>
        earlier.length ? { earlier } : {},
      )),
    })),
  );
  await writeJsonAtomic(registryFile(), { schemaVersion: 2, remotes: withHandOvers(declared) });
}

/** Everybody gets this release; a canary that was running ends. */
export async function switchRegistry(name, release) {
  await writeEntry(name, await registryEntry(name, release.version));
}

/** A share (0..1) of members and visitors gets this release; the others keep the live one. */
export async function startCanary(name, release, share) {
  const live = (await readRegistry()).remotes.find((remote) => remote.name === name);
  if (!live) throw new Error(`${name}: a canary needs a live release first`);
  const { name: _name, ...canary } = await registryEntry(name, release.version);
  await writeEntry(name, { ...live, canary: { ...canary, share } });
}

/** A running canary goes to another share of members and visitors (a stepped rollout). */
export async function setCanaryShare(name, share) {
  const live = (await readRegistry()).remotes.find((remote) => remote.name === name);
  if (!live?.canary) throw new Error(`${name}: no canary running`);
  await writeEntry(name, { ...live, canary: { ...live.canary, share } });
  await record(
    { name, version: live.canary.version, entry: live.canary.entry },
    `canary-${Math.round(share * 100)}%`,
  );
}

export async function record(release, action) {
  const history = await readJson(historyFile(release.name), []);
  history.push({
    version: release.version,
    entry: release.entry,
    hash: release.hash,
    ...(release.source ? { source: release.source } : {}),
    action,
    at: new Date().toISOString(),
  });
  await writeJsonAtomic(historyFile(release.name), history);
}

/** History actions after which their version is what everybody gets. */
const GOES_LIVE = new Set(['release', 'promote', 'rollback']);

/** The versions someone rolled back from: they stay out of every fallback. */
function rolledBackVersions(history) {
  const rolledBack = new Set();
  let live = null;
  for (const entry of history.filter((h) => GOES_LIVE.has(h.action))) {
    if (entry.action === 'rollback' && live) rolledBack.add(live);
    live = entry.version;
  }
  return rolledBack;
}

/**
 * The versions that went live before `liveVersion`, newest first, without the rolled-back ones
 * (release A, B, C, rollback to B: B's earlier ones are A; C was rolled back).
 */
export function earlierVersions(history, liveVersion) {
  const rolledBack = rolledBackVersions(history);
  const live = history.filter((h) => GOES_LIVE.has(h.action)).map((h) => h.version);
  const until = live.lastIndexOf(liveVersion);
  const before = until < 0 ? live : live.slice(0, until);
  const seen = new Set([liveVersion]);
  return before.reverse().filter((version) => {
    if (seen.has(version) || rolledBack.has(version)) return false;
    seen.add(version);
    return true;
  });
}

/**
 * The release to go back to from the live one: the latest release before it that was not
 * itself rolled back (release A, release B, rollback to A, release C: C goes back to A).
 * A promoted canary counts as a release.
 */
export function previousRelease(history, liveVersion) {
  const rolledBack = rolledBackVersions(history);
  const releases = history.filter((h) => h.action === 'release' || h.action === 'promote');
  const index = releases.findLastIndex((h) => h.version === liveVersion);
  return releases.slice(0, Math.max(index, 0)).findLast((h) => !rolledBack.has(h.version));
}

export async function rollback(name) {
  const registry = await readRegistry();
  const live = registry.remotes.find((remote) => remote.name === name);
  if (live?.canary) {
    const { canary, ...stable } = live;
    await writeEntry(name, stable);
    await record({ name, version: canary.version, entry: canary.entry }, 'canary-rollback');
    return console.log(`${name}: canary ${canary.version} ended, everybody on ${live.version}`);
  }
  const history = await readJson(historyFile(name), []);
  const previous = live && previousRelease(history, live.version);
  if (!previous || !existsSync(releaseDir(name, previous.version))) {
    throw new Error(`${name}: no earlier release to roll back to`);
  }
  await switchRegistry(name, previous);
  await record({ ...previous, name }, 'rollback');
  console.log(`${name}: rolled back to ${previous.version} (was ${live.version})`);
}

/**
 * Takes a remote out of the registry: its pages are gone for every new page load, its files
 * stay for the tabs still running it.
 */
export async function retire(name) {
  const live = (await readRegistry()).remotes.find((remote) => remote.name === name);
  if (!live) throw new Error(`${name}: not in the registry`);
  await writeEntry(name, null);
  await record({ name, version: live.version, entry: live.entry }, 'retire');
  console.log(`${name}: retired (was ${live.version})`);
}

export async function promote(name) {
  const live = (await readRegistry()).remotes.find((remote) => remote.name === name);
  if (!live?.canary) throw new Error(`${name}: no canary to promote`);
  const history = await readJson(historyFile(name), []);
  const canary = history.findLast((h) => h.version === live.canary.version);
  await switchRegistry(name, live.canary);
  await record({ ...canary, name }, 'promote');
  console.log(`${name}: canary ${live.canary.version} promoted (was ${live.version})`);
}
