// One remote on an rspack dev server with hot module replacement (decision 0177).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { packageDir } from '../packages.mjs';
import { createDevConfig, typesDir } from '../rspack/create-dev-config.mjs';
import { exposeTypes } from './expose-types.mjs';

/** The remote's first page without parameters (`/chats`), where the dev loop opens. */
export function firstPage(remote) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir(remote), 'package.json'), 'utf8'));
  const routes = manifest.federation?.routes ?? [];
  return routes.find((route) => !route.path.includes(':'))?.path ?? '/';
}

/**
 * Starts the dev server; resolves with its entry URL and a stop function once the first
 * build is done. `onBuild` hears of every build after it (milliseconds, errors). Unless
 * `types` is false, the exposes' types are generated beside it after the first build and each
 * good one after it; `onTypes` hears of each generation (milliseconds, error).
 */
export async function startDevServer(
  remote,
  { port, types = true, onBuild = () => {}, onTypes = () => {} },
) {
  const config = createDevConfig(remote, { port });
  const compiler = rspack(config);
  const generator = types
    ? exposeTypes(remote, { outputDir: typesDir(remote), onDone: onTypes })
    : null;
  let first;
  const built = new Promise((resolve) => (first = resolve));
  compiler.hooks.done.tap('dev-loop', (stats) => {
    const { startTime = 0, endTime = 0 } = stats;
    const errors = stats.hasErrors()
      ? stats.toString({ colors: false, all: false, errors: true })
      : null;
    if (!errors) generator?.refresh();
    if (first) {
      first({ ms: endTime - startTime, errors });
      first = null;
    } else onBuild({ ms: endTime - startTime, errors });
  });
  const server = new RspackDevServer(config.devServer, compiler);
  await server.start();
  const firstBuild = await built;
  return {
    entry: `http://localhost:${port}/remoteEntry.js`,
    types: types ? `http://localhost:${port}/@mf-types.zip` : null,
    firstBuild,
    stop: async () => {
      generator?.stop();
      await server.stop();
    },
  };
}
