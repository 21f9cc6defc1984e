// What a remote's build says about itself, for its registry entry (docs/decisions/0009):
// the routes it owns, the runtime platform it needs, and the files a first visit to one
// of its routes loads after remoteEntry.js (the server sends them as preload hints).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { packageDir } from './packages.mjs';

const require = createRequire(import.meta.url);

/** The platform range every remote built now requires: the version it is built against. */
export const platformRequirement = () => `^${require('@dating/platform/package.json').version}`;

/**
 * @param {string} name remote name
 * @param {string} dir the build output (holds mf-manifest.json)
 */
export function describeRelease(name, dir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8'));
  const routes = manifest.federation?.routes ?? [];
  if (routes.length === 0) throw new Error(`${name}: package.json declares no federation.routes`);
  const mf = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const app = mf.exposes.find((expose) => expose.name === 'app');
  return { name, platform: platformRequirement(), routes, preload: app?.assets.js.sync ?? [] };
}
