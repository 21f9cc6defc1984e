// What a remote's build says about itself, for its registry entry (docs/decisions/0009):
// the routes it owns, the runtime platform it needs, and the files a first visit to one
// of its routes loads after remoteEntry.js (the server sends them as preload hints).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, packageDir } from './packages.mjs';
import { SERVER_RENDERER } from './rspack/create-server-config.mjs';

/**
 * The platform range a remote built now requires: the version it is built against, the
 * one its package resolves (another checkout's own platform with release --source).
 */
const platformRequirement = (fromDir) => {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return `^${require('@dating/platform/package.json').version}`;
};

/**
 * What a remote's checkout says it will be, before it is built: the platform range, the
 * routes and the modules it exposes (`app`, and `federation.exposes` of its package.json).
 */
export function declaredRelease(name, root = ROOT) {
  const from = packageDir(name, root);
  const manifest = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8'));
  const extra = Object.keys(manifest.federation?.exposes ?? {}).map((key) =>
    key.replace(/^\.\//, ''),
  );
  return {
    platform: platformRequirement(from),
    routes: declaredRoutes(name, root),
    exposes: ['app', ...extra],
    ...declaredLayouts(manifest),
  };
}

/** The layouts of its own a remote declares (`federation.layouts`), when it declares any. */
const declaredLayouts = (manifest) =>
  manifest.federation?.layouts?.length ? { layouts: manifest.federation.layouts } : {};

/** Subresource integrity of a file: the browser runs it only when its bytes hash to this. */
export const integrityOf = (file) =>
  `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

/** The routes a remote's package.json declares (`federation.routes`). */
export function declaredRoutes(name, root = ROOT) {
  const manifest = JSON.parse(
    readFileSync(path.join(packageDir(name, root), 'package.json'), 'utf8'),
  );
  const routes = manifest.federation?.routes ?? [];
  if (routes.length === 0) throw new Error(`${name}: package.json declares no federation.routes`);
  return routes;
}

/**
 * @param {string} name remote name
 * @param {string} dir the build output (holds mf-manifest.json)
 * @param {string} [root] the checkout the remote was built from (default this repository)
 */
export function describeRelease(name, dir, root = ROOT) {
  const from = packageDir(name, root);
  const manifest = JSON.parse(readFileSync(path.join(from, 'package.json'), 'utf8'));
  const routes = declaredRoutes(name, root);
  const mf = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const app = mf.exposes.find((expose) => expose.name === 'app');
  // What the build exposes, for the release gate (scripts/shell-contract.mjs).
  const exposes = mf.exposes.map((expose) => expose.name);
  // Its server renderer, when the build wrote one (decision 0124).
  const ssr = existsSync(path.join(dir, SERVER_RENDERER)) ? { ssr: SERVER_RENDERER } : {};
  // The texts its namespaces load at mount, one file per language: `{lang}` stands for the
  // page's (the server's preload hints and the shell's prefetch put it in).
  const texts = readdirSync(dir)
    .filter((file) => /-locale-nl-json\.js$/.test(file))
    .map((file) => file.replace(/-locale-nl-json\.js$/, '-locale-{lang}-json.js'));
  return {
    name,
    platform: platformRequirement(from),
    routes,
    exposes,
    preload: [...(app?.assets.js.sync ?? []), ...texts],
    integrity: integrityOf(path.join(dir, 'remoteEntry.js')),
    ...declaredLayouts(manifest),
    ...ssr,
  };
}
