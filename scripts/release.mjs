#!/usr/bin/env node
// Releases remotes without touching the shell:
//   node scripts/release.mjs mfe-landers            build into a new versioned folder, switch the registry
//   node scripts/release.mjs --rollback mfe-landers switch the registry back to the previous release
//   node scripts/release.mjs --all --if-changed     release each remote whose build output changed (npm start)
//   node scripts/release.mjs mfe-chat --canary 10   build a canary that 10 % of members and visitors get
//   node scripts/release.mjs --promote mfe-chat     the canary becomes the release everybody gets
//   node scripts/release.mjs --rollback mfe-chat    ends a running canary (else: back to the previous release)
//   node scripts/release.mjs mfe-chat --canary 10 --auto [--steps 10,50,100] [--window 10m]
//                                                   a canary that watches itself: promoted step by step, or
//                                                   rolled back, by its error rate against the stable release's
//                                                   ([--metrics <url>,...] [--min-pages 20]; METRICS_TOKEN)
//   node scripts/release.mjs --watch mfe-chat       the same for a canary already running
//   node scripts/release.mjs --all --from-dist      release what `npm run build` left in dist/ where it is
//                                                   still fresh, build the others (e2e: one build per run)
//   node scripts/release.mjs --source <dir> mfe-landers
//                                                   build it from <dir>/mfe-landers: another checkout or a
//                                                   copy (with its contracts and platform), prepared by
//                                                   scripts/link-source.mjs; routes from its package.json;
//                                                   a remote new to the registry (a sixth team) this way too
//   node scripts/release.mjs --retire mfe-guestbook takes a remote out of the registry (its folders stay)
// DEPLOY_DIR (default ./deploy) holds registry.json, remotes/<name>/<version>/ and history/<name>.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { cp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { INPUTS_FILE, staleReason } from './build-inputs.mjs';
import { configFor, runRspack, serverConfigsFor } from './build.mjs';
import { REMOTES, ROOT, distDir, packageDir } from './packages.mjs';
import { precompress } from './precompress.mjs';
import { declaredRelease, describeRelease } from './release-info.mjs';
import { refuseClaims } from './route-claims.mjs';
import { refuseIncompatible } from './shell-contract.mjs';
import { watchCanary, watchOptions } from './canary-watch.mjs';
import {
  entryUrl,
  historyFile,
  retire,
  promote,
  readJson,
  readRegistry,
  record,
  releaseDir,
  rollback,
  startCanary,
  switchRegistry,
  withRegistryLock,
  writeJsonAtomic,
} from './deployment.mjs';

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

function newVersion(name, root) {
  const { version } = JSON.parse(
    readFileSync(path.join(packageDir(name, root), 'package.json'), 'utf8'),
  );
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
 * Makes the named remotes' releases in fresh versioned folders, built from this repository
 * or `source`: with `fromDist`, a remote whose dist/ is still fresh is copied from there.
 */
async function buildReleases(names, { source, fromDist }) {
  const root = source ?? ROOT;
  const releases = names.map((name) => {
    const version = newVersion(name, root);
    const dir = releaseDir(name, version);
    return { name, version, dir, entry: entryUrl(name, version), source };
  });
  const toBuild = [];
  for (const release of releases) {
    const stale = fromDist && !source ? staleReason(release.name) : 'built on release';
    if (stale === null) await copyFromDist(release);
    else toBuild.push(release);
    if (fromDist) console.log(`${release.name}: ${stale ? `building (${stale})` : 'from dist/'}`);
  }
  if (toBuild.length)
    await runRspack(
      toBuild.flatMap((release) => [
        configFor(release.name, release.dir, root),
        ...serverConfigsFor(release.name, release.dir, root),
      ]),
    );
  for (const release of releases) {
    const description = describeRelease(release.name, release.dir, root);
    release.description = description;
    release.routes = description.routes;
    await writeJsonAtomic(path.join(release.dir, 'release.json'), description);
    release.hash = await hashDir(release.dir);
    if (toBuild.includes(release)) await precompress(release.dir);
  }
  return releases;
}

/** Builds, then switches under the registry's lock; a refused build's folder is removed. */
async function buildAndSwitch(names, options, what, action) {
  const root = options.source ?? ROOT;
  // Before building, from the package.json files: a refusal costs no build.
  const declared = names.map((name) => ({ name, release: declaredRelease(name, root) }));
  refuseIncompatible(declared);
  refuseClaims(
    declared.map(({ name, release: { routes } }) => ({ name, routes })),
    await readRegistry(),
  );
  const built = await buildReleases(names, options);
  try {
    // Again with what was built: its manifest says what it really exposes.
    refuseIncompatible(built.map((item) => ({ name: item.name, release: item.description })));
    await withRegistryLock(what, async () => {
      // Again with what was built: another release may have gone live meanwhile.
      refuseClaims(built, await readRegistry());
      await action(built);
    });
  } catch (error) {
    await Promise.all(built.map((item) => rm(item.dir, { recursive: true, force: true })));
    throw error;
  }
}

async function release(names, { ifChanged, source, canary, fromDist }) {
  if (canary !== undefined) {
    if (names.length !== 1) throw new Error('usage: release.mjs <remote> --canary <percent>');
    if (!(await readRegistry()).remotes.some((remote) => remote.name === names[0]))
      throw new Error(`${names[0]}: a canary needs a live release first`);
    return buildAndSwitch(names, { source }, `canary of ${names[0]}`, async ([item]) => {
      await startCanary(item.name, item, canary / 100);
      await record(item, 'canary');
      console.log(`${item.name}: canary ${item.version} for ${canary} %`);
    });
  }
  await buildAndSwitch(
    names,
    { source, fromDist },
    `release of ${names.join(', ')}`,
    async (built) => {
      const registry = await readRegistry();
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
        console.log(
          `${item.name}: released ${item.version}${live ? ` (was ${live.version})` : ''}`,
        );
      }
    },
  );
}

/** A package of `root` that declares the routes it serves: a remote, known or new. */
function isRemotePackage(name, root) {
  const manifest = path.join(packageDir(name, root), 'package.json');
  return (
    /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) &&
    existsSync(manifest) &&
    (JSON.parse(readFileSync(manifest, 'utf8')).federation?.routes?.length ?? 0) > 0
  );
}

/** Watches a canary; the exit code says how it ended (0 promoted, 1 rolled back, 2 neither). */
async function watch(name, options) {
  const outcome = await watchCanary(name, options);
  if (outcome === 'rolled-back') process.exitCode = 1;
  else if (outcome !== 'promoted') process.exitCode = 2;
}

/** `--canary <percent>`: a whole number from 1 to 99. */
function canaryOption(args) {
  const at = args.indexOf('--canary');
  if (at < 0) return undefined;
  const percent = Number(args[at + 1]);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99)
    throw new Error('--canary takes a whole percentage from 1 to 99 (e.g. --canary 10)');
  return percent;
}

/** `--source <dir>`: a checkout whose node_modules scripts/link-source.mjs linked. */
function sourceOption(args, targets) {
  const at = args.indexOf('--source');
  if (at < 0) return undefined;
  if (!args[at + 1] || args[at + 1].startsWith('--'))
    throw new Error('usage: release.mjs --source <dir> <remote>...');
  const source = path.resolve(args[at + 1]);
  for (const name of targets) {
    if (!existsSync(path.join(packageDir(name, source), 'package.json')))
      throw new Error(`--source ${source}: no ${name}/package.json there`);
  }
  if (!existsSync(path.join(source, 'node_modules', '@dating', 'platform', 'package.json')))
    throw new Error(
      `--source ${source}: its node_modules does not resolve @dating/platform (node scripts/link-source.mjs ${source})`,
    );
  return source;
}

async function main() {
  const args = process.argv.slice(2);
  const sourceAt = args.indexOf('--source');
  // Options that take a value: the word after them is no remote name.
  const values = new Set(
    ['--source', '--canary', '--steps', '--window', '--metrics', '--min-pages'].map(
      (option) => args.indexOf(option) + 1,
    ),
  );
  const names = args.filter((arg, i) => !arg.startsWith('--') && !(values.has(i) && i > 0));
  const root = sourceAt >= 0 ? path.resolve(args[sourceAt + 1] ?? '') : ROOT;
  const live = (await readRegistry()).remotes.map((remote) => remote.name);
  // A remote is a package declaring routes (this repository's five, or a new one in --source),
  // or one the registry names (to roll back, promote, watch or retire it).
  const unknown = names.filter((name) => !isRemotePackage(name, root) && !live.includes(name));
  if (unknown.length)
    throw new Error(
      `not a remote: ${unknown.join(', ')} (one of ${[...new Set([...REMOTES, ...live])].join(', ')}, or a package with federation.routes in --source)`,
    );
  if (args.includes('--retire')) {
    if (names.length !== 1) throw new Error('usage: release.mjs --retire <remote>');
    return withRegistryLock(`retirement of ${names[0]}`, () => retire(names[0]));
  }
  if (args.includes('--rollback')) {
    if (names.length !== 1 || sourceAt >= 0)
      throw new Error('usage: release.mjs --rollback <remote>');
    return withRegistryLock(`rollback of ${names[0]}`, () => rollback(names[0]));
  }
  if (args.includes('--watch')) {
    if (names.length !== 1) throw new Error('usage: release.mjs --watch <remote> [--steps ...]');
    const canary = (await readRegistry()).remotes.find((r) => r.name === names[0])?.canary;
    if (!canary) throw new Error(`${names[0]}: no canary running`);
    return watch(names[0], watchOptions(args, Math.round(canary.share * 100)));
  }
  if (args.includes('--promote')) {
    if (names.length !== 1) throw new Error('usage: release.mjs --promote <remote>');
    return withRegistryLock(`promotion of ${names[0]}`, () => promote(names[0]));
  }
  const targets = args.includes('--all') ? REMOTES : names;
  if (!targets.length)
    throw new Error(
      'usage: release.mjs [--source <dir>] <remote>... [--canary <percent>] | --all [--if-changed] [--from-dist]',
    );
  const canary = canaryOption(args);
  // Checked before building: a mistyped option should not cost a build.
  const auto = args.includes('--auto') ? watchOptions(args, canary) : null;
  if (auto && canary === undefined)
    throw new Error('--auto watches a canary: add --canary <percent>');
  await release(targets, {
    ifChanged: args.includes('--if-changed'),
    fromDist: args.includes('--from-dist'),
    source: sourceOption(args, targets),
    canary,
  });
  if (auto) await watch(targets[0], auto);
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
