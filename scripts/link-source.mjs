#!/usr/bin/env node
// Makes another checkout of this repository (a copy, or an older commit) buildable
// without an install, for `release.mjs --source <dir>`:
//   node scripts/link-source.mjs <dir>                  link <dir>/node_modules
//   node scripts/link-source.mjs <dir> --commit <rev>   first extract <rev> into <dir> (git archive)
// <dir>/node_modules gets a symlink to every entry of this repository's node_modules,
// except @dating/*, which point at <dir>'s own packages; so <dir> resolves like this
// repository, but builds its own contracts and platform. A package's own node_modules
// (e.g. api/node_modules) is linked too when <dir> holds that package. What a package's build
// step makes before rspack (`federation.prebuildOutput`) is carried over from this checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './packages.mjs';

/** Written into a node_modules this script made, so it only ever replaces its own. */
const MARKER = '.linked-source';

/** Fills `dir` with the files of `rev` (a commit of this repository). */
export async function extractCommit(rev, dir) {
  try {
    execFileSync('git', ['cat-file', '-e', `${rev}^{commit}`], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    const said = String(error.stderr ?? '').trim();
    throw new Error(
      `commit ${rev} is not in the repository at ${ROOT} (a shallow clone? git fetch --unshallow)${said ? `: ${said}` : ''}`,
      { cause: error },
    );
  }
  await mkdir(dir, { recursive: true });
  const archive = path.join(dir, '.source.tar');
  execFileSync('git', ['archive', '--format=tar', `--output=${archive}`, rev], { cwd: ROOT });
  execFileSync('tar', ['-x', '-f', archive, '-C', dir]);
  await rm(archive);
}

/** The workspace packages `dir` holds: folder name and package name. */
async function packagesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'package.json')),
    )
    .map((entry) => ({
      folder: entry.name,
      name: JSON.parse(readFileSync(path.join(dir, entry.name, 'package.json'), 'utf8')).name,
    }));
}

export async function linkNodeModules(dir) {
  const target = path.resolve(dir);
  if (target === ROOT) throw new Error('link-source: refusing to relink this repository itself');
  const modules = path.join(target, 'node_modules');
  if (existsSync(modules)) {
    if (!existsSync(path.join(modules, MARKER)))
      throw new Error(`${modules} exists and was not made by link-source; remove it first`);
    await rm(modules, { recursive: true }); // symlinks are removed, never followed
  }
  await mkdir(path.join(modules, '@dating'), { recursive: true });
  await writeFile(path.join(modules, MARKER), `links to ${path.join(ROOT, 'node_modules')}\n`);

  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    if (entry === '@dating') continue;
    await symlink(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const { folder, name } of await packagesIn(target)) {
    if (name?.startsWith('@dating/')) {
      const link = path.join(modules, name);
      await symlink(path.relative(path.dirname(link), path.join(target, folder)), link);
    }
    const own = path.join(ROOT, folder, 'node_modules');
    const theirs = path.join(target, folder, 'node_modules');
    if (existsSync(own) && !existsSync(theirs)) await symlink(own, theirs);
  }
}

/**
 * The files a package's step before rspack makes (`federation.prebuildOutput` of its
 * package.json here, e.g. mfe-landers' videos), copied from this checkout into `dir` where it
 * has none. That step in `dir` keeps them only when they come from the same inputs (its own
 * digest of them decides) and makes them again otherwise; so an older commit with the same
 * video scripts builds in seconds instead of after some 40 s of encoding.
 */
export async function carryPrebuildOutputs(dir) {
  const target = path.resolve(dir);
  for (const { folder } of await packagesIn(target)) {
    const manifest = path.join(ROOT, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const output = JSON.parse(readFileSync(manifest, 'utf8')).federation?.prebuildOutput;
    if (!output) continue;
    const ours = path.join(ROOT, folder, output);
    const theirs = path.join(target, folder, output);
    if (existsSync(ours) && !existsSync(theirs)) await cp(ours, theirs, { recursive: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const commitAt = args.indexOf('--commit');
  const rev = commitAt >= 0 ? args[commitAt + 1] : undefined;
  const [dir] = args.filter(
    (arg, i) => !arg.startsWith('--') && (commitAt < 0 || i !== commitAt + 1),
  );
  if (!dir || (commitAt >= 0 && !rev))
    throw new Error('usage: link-source.mjs <dir> [--commit <rev>]');
  if (rev) await extractCommit(rev, dir);
  await linkNodeModules(dir);
  await carryPrebuildOutputs(dir);
  console.log(`${path.resolve(dir)}: node_modules linked to ${path.join(ROOT, 'node_modules')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
