// The rspack configuration of one remote for `npm run dev` (decision 0177): its production
// configuration (build.mjs configFor, so exposes, shared singletons and federation stay one
// definition) built in development mode for a dev server with hot module replacement.
// Production builds never read this file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { configFor } from '../build.mjs';
import { ROOT, packageDir } from '../packages.mjs';
import { swcRule } from './create-config.mjs';

const require = createRequire(import.meta.url);
const HOT_REMOUNT_LOADER = path.join(import.meta.dirname, 'hot-remount-loader.cjs');
const { ORIGINAL } = require(HOT_REMOUNT_LOADER);

/**
 * The sources' rule with the production JSX transform: development mode would emit `jsxDEV`
 * calls, which the shell's production React does not have.
 */
const productionJsxRule = {
  ...swcRule,
  options: {
    ...swcRule.options,
    jsc: {
      ...swcRule.options.jsc,
      transform: { react: { ...swcRule.options.jsc.transform.react, development: false } },
    },
  },
};

/**
 * The federation plugin again, generating the TypeScript types of the remote's exposes
 * (`@mf-types.zip` and `@mf-types.d.ts`, served by the dev server for a consumer's
 * `consumeTypes`). Only on request (`npm run dev -- <remote> --types`): measured on this
 * machine, they took a production build of mfe-chat from 0.6 s to 24.6 s, and each save in
 * the dev loop from about 0.2 s to 12–17 s (the build waits for the compiler), so releases
 * never generate them and the dev loop does not by default.
 */
function withExposeTypes(plugins, packageDirectory) {
  return plugins.map((plugin) =>
    plugin instanceof ModuleFederationPlugin
      ? new ModuleFederationPlugin({
          ...plugin._options,
          dts: {
            generateTypes: {
              tsConfigPath: path.join(packageDirectory, 'tsconfig.json'),
              compileInChildProcess: true,
            },
            consumeTypes: false,
            displayErrorInTerminal: true,
          },
        })
      : plugin,
  );
}

/**
 * @param {string} remote e.g. mfe-chat
 * @param {{ port: number, types?: boolean }} options the dev server's port on this machine's
 *   loopback address; whether to generate the exposes' types
 */
export function createDevConfig(remote, { port, types = false }) {
  const production = configFor(remote);
  const appModule = path.join(packageDir(remote), 'src', 'app.tsx');
  return {
    ...production,
    plugins: types ? withExposeTypes(production.plugins, packageDir(remote)) : production.plugins,
    mode: 'development',
    // No eval-based source maps: the page's policy allows no 'unsafe-eval'.
    devtool: 'cheap-module-source-map',
    output: {
      ...production.output,
      // Served from memory; never the package's dist, which releases are made from.
      path: path.join(ROOT, 'node_modules', '.cache', 'dev', remote),
      clean: false,
    },
    // The remote runs beside the shell's production React: a library it bundles (a shared
    // singleton's fallback among them) must take its production build too.
    optimization: { moduleIds: 'named', chunkIds: 'named', nodeEnv: 'production' },
    module: {
      ...production.module,
      rules: [
        ...production.module.rules.map((rule) => (rule === swcRule ? productionJsxRule : rule)),
        {
          test: (resource) => resource === appModule,
          resourceQuery: { not: [new RegExp(ORIGINAL)] },
          enforce: 'pre',
          loader: HOT_REMOUNT_LOADER,
        },
      ],
    },
    devServer: {
      host: '127.0.0.1',
      port,
      hot: true,
      static: false,
      // The page is another origin (the API's port): it fetches the HMR updates.
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: ['localhost', '127.0.0.1'],
      client: {
        webSocketURL: { protocol: 'ws:', hostname: 'localhost', port },
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        logging: 'warn',
      },
    },
  };
}
