#!/usr/bin/env node
// Releases remotes without touching the shell:
//   node scripts/release.mjs mfe-landers            build into a new versioned folder, switch the registry
//   node scripts/release.mjs --rollback mfe-landers switch the registry back to the previous release
//   node scripts/release.mjs --all --if-changed     release each remote whose build output changed (npm start)
//   node scripts/release.mjs --all --from-dist      release what `npm run build` left in dist/ where it is
//                                                   still fresh, build the others (e2e: one build per run)
// DEPLOY_DIR (default ./deploy) holds registry.json, remotes/<name>/<version>/ and history/<name>.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INPUTS_FILE, staleReason } from './build-inputs.mjs';
import { configFor, runRspack } from './build.mjs';
import { REMOTES, deployDir, distDir, packageDir } from './packages.mjs';
import { precompress } from './precompress.mjs';

const registryFile = () => path.join(deployDir(), 'registry.json');
const historyFile = (name) => path.join(deployDir(), 'history', `${name}.json`);

async function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : fallback;
}

/** Replaces a file in one step, so a reader sees the old or the new document, never half. */
async function writeJsonAtomic(file, value) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temp, file);
}

/** Where a release's container lives; the registry always points at it. */
const entryUrl = (name, version) => `/remotes/${name}/${version}/remoteEntry.js`;

async function switchRegistry(name, release) {
  const registry = await readJson(registryFile(), { schemaVersion: 1, remotes: [] });
  const entry = { name, version: release.version, entry: entryUrl(name, release.version) };
  const remotes = registry.remotes.filter((remote) => remote.name !== name).concat(entry);
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  await writeJsonAtomic(registryFile(), { schemaVersion: 1, remotes });
}

/** A digest of a build's files, to tell whether a new build differs from the live one. */
async function hashDir(dir) {
  const hash = createHash('sha256');
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

function newVersion(name) {
  const { version } = JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*/, '');
  return `${version}-${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Copies a fresh build from dist/ (already precompressed) into the release's folder. */
async function copyFromDist(release) {
  await cp(distDir(release.name), release.dir, {
    recursive: true,
    filter: (source) => path.basename(source) !== INPUTS_FILE,
  });
}

/**
 * Makes the named remotes' releases in fresh versioned folders: with `fromDist`, a remote
 * whose dist/ is still fresh is copied from there; every other one is built.
 */
async function buildReleases(names, { fromDist }) {
  const releases = names.map((name) => {
    const version = newVersion(name);
    const dir = path.join(deployDir(), 'remotes', name, version);
    return { name, version, dir, entry: entryUrl(name, version) };
  });
  const toBuild = [];
  for (const release of releases) {
    const stale = fromDist ? staleReason(release.name) : 'built on release';
    if (stale === null) await copyFromDist(release);
    else toBuild.push(release);
    if (fromDist) console.log(`${release.name}: ${stale ? `building (${stale})` : 'from dist/'}`);
  }
  if (toBuild.length)
    await runRspack(toBuild.map((release) => configFor(release.name, release.dir)));
  for (const release of releases) {
    release.hash = await hashDir(release.dir);
    if (toBuild.includes(release)) await precompress(release.dir);
  }
  return releases;
}

async function record(release, action) {
  const history = await readJson(historyFile(release.name), []);
  history.push({
    version: release.version,
    entry: release.entry,
    hash: release.hash,
    action,
    at: new Date().toISOString(),
  });
  await writeJsonAtomic(historyFile(release.name), history);
}

async function release(names, { ifChanged, fromDist }) {
  const built = await buildReleases(names, { fromDist });
  const registry = await readJson(registryFile(), { schemaVersion: 1, remotes: [] });
  for (const item of built) {
    const live = registry.remotes.find((remote) => remote.name === item.name);
    const history = await readJson(historyFile(item.name), []);
    const liveRelease = live && history.findLast((h) => h.version === live.version);
    if (ifChanged && liveRelease?.hash === item.hash) {
      await rm(item.dir, { recursive: true, force: true });
      console.log(`${item.name}: unchanged, stays at ${live.version}`);
      continue;
    }
    await switchRegistry(item.name, item);
    await record(item, 'release');
    console.log(`${item.name}: released ${item.version}${live ? ` (was ${live.version})` : ''}`);
  }
}

async function rollback(name) {
  const registry = await readJson(registryFile(), { schemaVersion: 1, remotes: [] });
  const live = registry.remotes.find((remote) => remote.name === name);
  const history = await readJson(historyFile(name), []);
  const releases = history.filter((h) => h.action === 'release');
  const index = releases.findLastIndex((h) => h.version === live?.version);
  const previous = index > 0 ? releases[index - 1] : null;
  if (!previous || !existsSync(path.join(deployDir(), 'remotes', name, previous.version))) {
    throw new Error(`${name}: no earlier release to roll back to`);
  }
  await switchRegistry(name, previous);
  await record(previous, 'rollback');
  console.log(`${name}: rolled back to ${previous.version} (was ${live.version})`);
}

async function main() {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !REMOTES.includes(name));
  if (unknown.length)
    throw new Error(`not a remote: ${unknown.join(', ')} (one of ${REMOTES.join(', ')})`);
  if (args.includes('--rollback')) {
    if (names.length !== 1) throw new Error('usage: release.mjs --rollback <remote>');
    return rollback(names[0]);
  }
  const targets = args.includes('--all') ? REMOTES : names;
  if (!targets.length)
    throw new Error('usage: release.mjs <remote>... | --all [--if-changed] [--from-dist]');
  return release(targets, {
    ifChanged: args.includes('--if-changed'),
    fromDist: args.includes('--from-dist'),
  });
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
