#!/usr/bin/env node
// `npm run dev -- mfe-chat`: one remote from an rspack dev server with hot module replacement,
// in the released shell beside the other released remotes (decision 0177). When no API answers
// on the app's port, it starts one as `npm start` does, with development overrides on. It
// prints the one URL to open: it switches that browser to the dev server's build.
//
// Options: --port <n> the dev server's port (default 3101); --api <url> the API to use
// (default http://localhost:<PORT or 8080>); --open <path> the page to open (default the
// remote's first route without parameters); --no-types leaves out the TypeScript types of the
// remote's exposes (Module Federation's dts, served at http://localhost:<port>/@mf-types.zip),
// which are otherwise generated beside the dev server after its first build and each save.
import { parseArgs } from 'node:util';
import { onCurrentNode } from './current-node.mjs';
import { overrideStatus, overrideUrl, startApi } from './dev/api.mjs';
import { firstPage, startDevServer } from './dev/dev-server.mjs';
import { REMOTES } from './packages.mjs';

await onCurrentNode();

const { values, positionals } = parseArgs({
  allowPositionals: true,
  allowNegative: true,
  options: {
    port: { type: 'string', default: '3101' },
    api: { type: 'string' },
    open: { type: 'string' },
    types: { type: 'boolean', default: true },
  },
});
const remote = positionals[0];
if (positionals.length !== 1 || !REMOTES.includes(remote)) {
  console.error(
    `usage: npm run dev -- <remote> [--port 3101] [--api URL] [--open /path] [--no-types]; remotes: ${REMOTES.join(', ')}`,
  );
  process.exit(1);
}
const port = Number(values.port);
const api = values.api ?? `http://localhost:${process.env.PORT ?? 8080}`;

let apiProcess = null;
const status = await overrideStatus(api);
if (status === 'off') {
  console.error(
    `The API at ${api} answers but does not honour development overrides: stop it and run npm run dev again (it starts one with DEV_OVERRIDES=true), or start it with DEV_OVERRIDES=true outside production.`,
  );
  process.exit(1);
}
if (status === 'down') {
  console.log(
    `No API answers at ${api}: starting one as npm start does, with development overrides on.`,
  );
  apiProcess = await startApi(api);
}

const dev = await startDevServer(remote, {
  port,
  types: values.types,
  onBuild: ({ ms, errors }) =>
    errors ? console.error(errors) : console.log(`${remote}: rebuilt in ${ms} ms`),
  onTypes: ({ ms, error }) =>
    error
      ? console.error(`${remote}: the exposes' types failed after ${ms} ms:\n${error}`)
      : console.log(
          `${remote}: the exposes' types at http://localhost:${port}/@mf-types.zip (${ms} ms, beside the build)`,
        ),
});
if (dev.firstBuild.errors) console.error(dev.firstBuild.errors);
console.log(
  `${remote}: dev server on http://localhost:${port}, first build ${dev.firstBuild.ms} ms`,
);
console.log(`\nOpen ${overrideUrl(api, remote, dev.entry, values.open ?? firstPage(remote))}\n`);

const stop = async () => {
  await dev.stop();
  apiProcess?.kill('SIGTERM');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
