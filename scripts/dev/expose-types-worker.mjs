// One run of Module Federation's type generation for a remote's exposes, in a process of its
// own at the lowest CPU priority, so the dev server's rebuilds never wait for it (decision 0177).
// Usage: node scripts/dev/expose-types-worker.mjs <remote> <output folder>; exit code 0 when
// `@mf-types.zip` and `@mf-types.d.ts` were written there.
import { setPriority } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { generateTypes, retrieveTypesAssetsInfo } from '@module-federation/dts-plugin/core';
import { configFor } from '../build.mjs';
import { packageDir } from '../packages.mjs';

const [remote, outputDir] = process.argv.slice(2);
setPriority(19);

const federation = configFor(remote).plugins.find(
  (plugin) => plugin instanceof ModuleFederationPlugin,
);
const options = {
  remote: {
    context: packageDir(remote),
    outputDir,
    tsConfigPath: path.join(packageDir(remote), 'tsconfig.json'),
    moduleFederationConfig: federation._options,
    generateAPITypes: true,
    compileInChildProcess: false,
    abortOnError: true,
    extractThirdParty: false,
    extractRemoteTypes: false,
  },
  displayErrorInTerminal: false,
};
try {
  await generateTypes(options);
  const { zipTypesPath, apiTypesPath } = retrieveTypesAssetsInfo(options.remote);
  process.send?.({ zip: zipTypesPath, api: apiTypesPath });
} catch (error) {
  process.send?.({
    error: String(error?.message ?? error)
      .split('\n')
      .slice(0, 12)
      .join('\n'),
  });
  process.exitCode = 1;
}
