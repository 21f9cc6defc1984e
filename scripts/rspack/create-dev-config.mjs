// The rspack configuration of one remote for `npm run dev` (decision 0177): its production
// configuration (build.mjs configFor, so exposes, shared singletons and federation stay one
// definition) built in development mode for a dev server with hot module replacement.
// Production builds never read this file.
import { createRequire } from 'node:module';
import path from 'node:path';
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
 * Where the exposes' TypeScript types of a remote's dev loop are written (`@mf-types.zip` and
 * `@mf-types.d.ts`, for a consumer's `consumeTypes`); its dev server serves them from there.
 * They are generated beside the compiler, never by it (`scripts/dev/expose-types.mjs`).
 */
export const typesDir = (remote) => path.join(ROOT, 'node_modules', '.cache', 'dev-types', remote);

/**
 * @param {string} remote e.g. mfe-chat
 * @param {{ port: number }} options the dev server's port on this machine's loopback address
 */
export function createDevConfig(remote, { port }) {
  const production = configFor(remote);
  const appModule = path.join(packageDir(remote), 'src', 'app.tsx');
  return {
    ...production,
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
      // Only the exposes' types, once generated; the build itself is served from memory.
      static: { directory: typesDir(remote), publicPath: '/', watch: false, serveIndex: false },
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
