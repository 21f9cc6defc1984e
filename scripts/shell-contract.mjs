// What a built shell can run (docs/decisions/0174): written beside its files as `shell.json`
// when the shell is built, and read by `scripts/release.mjs` to refuse, before anything goes
// live, a release that the live shell could only answer with a fallback.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTES, ROOT, distDir } from './packages.mjs';

export const SHELL_CONTRACT_FILE = 'shell.json';

/**
 * The platform version the shell carries (every remote runs with the shell's copy), the
 * layouts it draws, and the modules it mounts of each remote: `app`, and the parcels.
 * Read from the sources the shell is built from, with tsx, so nothing is written twice.
 */
export async function describeShell(root = ROOT) {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const [{ PARCELS }, { BUILT_IN_LAYOUTS, LAYOUT_HEADERS }] = await Promise.all([
    load('platform/src/remote-props.ts'),
    load('shared-contracts/src/routes/route-table.ts'),
  ]);
  const { version } = JSON.parse(readFileSync(path.join(root, 'platform', 'package.json'), 'utf8'));
  const parcels = Object.values(PARCELS);
  return {
    platform: version,
    layouts: BUILT_IN_LAYOUTS.map((layout) => layout.name),
    // The tops it draws a layout a release declares with: it draws such layouts at all.
    layoutHeaders: [...LAYOUT_HEADERS],
    mounts: Object.fromEntries(
      REMOTES.map((remote) => [
        remote,
        ['app', ...parcels.filter((p) => p.remote === remote).map((p) => p.module)],
      ]),
    ),
  };
}

/** The shell the server serves (SHELL_DIST, else shell/dist), or null when it has no contract. */
export function liveShell() {
  const file = path.join(process.env.SHELL_DIST ?? distDir('shell'), SHELL_CONTRACT_FILE);
  return existsSync(file) ? { file, ...JSON.parse(readFileSync(file, 'utf8')) } : null;
}

/**
 * Why the shell cannot run this release of `name` (none: it can).
 *
 * @param {string} name the remote
 * @param {{ platform: string, routes: Array<{ name: string, layout: string }>, exposes: string[], layouts?: Array<{ name: string, header: string }> }} release
 * @param {{ platform: string, layouts: string[], layoutHeaders?: string[], mounts: Record<string, string[]> }} shell
 * @returns {string[]}
 */
export function gateProblems(name, release, shell) {
  const problems = [];
  if (!satisfy(shell.platform, release.platform))
    problems.push(
      `${name}: needs @dating/platform ${release.platform}, the live shell provides ${shell.platform}`,
    );
  for (const module of shell.mounts[name] ?? ['app']) {
    if (!release.exposes.includes(module))
      problems.push(
        `${name}: the live shell mounts ${name}/${module}, which this release does not expose`,
      );
  }
  const own = release.layouts ?? [];
  for (const layout of own) {
    if (!shell.layoutHeaders)
      problems.push(
        `${name}: declares layout "${layout.name}"; the live shell draws only its own (${shell.layouts.join(', ')})`,
      );
    else if (!shell.layoutHeaders.includes(layout.header))
      problems.push(
        `${name}: layout "${layout.name}" asks for a "${layout.header}" header; the live shell draws ${shell.layoutHeaders.join(', ')}`,
      );
  }
  for (const route of release.routes) {
    const drawn = shell.layouts.includes(route.layout) || own.some((l) => l.name === route.layout);
    if (!drawn)
      problems.push(
        `${name}: route ${route.name} asks for layout "${route.layout}", which neither the live shell (${shell.layouts.join(', ')}) nor this release declares`,
      );
  }
  return problems;
}

/**
 * Refuses releases the live shell cannot run (docs/decisions/0174): a platform range it does
 * not satisfy, a module it mounts that the release does not expose, a layout it cannot draw.
 */
export function refuseIncompatible(candidates) {
  const shell = liveShell();
  if (!shell) {
    console.warn(
      'no live shell describes what it can run (shell/dist/shell.json, or SHELL_DIST): the release gate is skipped; build the shell first',
    );
    return;
  }
  const problems = candidates.flatMap(({ name, release }) => gateProblems(name, release, shell));
  if (problems.length)
    throw new Error(
      `refused, the live shell (${shell.file}) cannot run it; the registry is unchanged:\n  ${problems.join('\n  ')}`,
    );
}

// `node scripts/shell-contract.mjs`: prints what a shell built from this checkout can run.
if (import.meta.url === `file://${process.argv[1]}`) {
  describeShell().then((shell) => console.log(JSON.stringify(shell, null, 2)));
}
