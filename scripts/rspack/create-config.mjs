// One rspack configuration for the shell and for every remote; the differences
// (host or remote, exposes, html) are arguments, not copies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-deps.mjs';

const require = createRequire(import.meta.url);

/**
 * rspack and the federation plugin import the Module Federation runtime by CommonJS paths
 * (require.resolve), and CommonJS is not tree-shaken: the whole runtime ships, even the
 * snapshot code that `disableSnapshot` turns off. These aliases send each of those paths
 * to the same package's ES module build.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/error-codes',
];
function esmEntry(name) {
  const main = require.resolve(name);
  const dir = main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, manifest.exports['.'].import.default);
}
const federationRuntimeAliases = Object.fromEntries(
  FEDERATION_RUNTIME_PACKAGES.map((name) => [`${require.resolve(name)}$`, esmEntry(name)]),
);

/**
 * What the shell's boot runs on every visit besides its own code: the shared libraries it
 * provides (React, i18next, emotion), the platform's main modules with the TanStack Query and
 * ofetch under them and the contracts they share with the boot, and what only the boot uses
 * (single-spa, rxjs, the federation retry plugin). A module missing here still works, in a
 * chunk of its own; one listed here that the boot does not run would load on every visit,
 * which the build's size report shows.
 */
const BOOT_LIBRARIES = new RegExp(
  String.raw`[\\/]node_modules[\\/](` +
    [
      'react',
      'react-dom',
      'scheduler',
      'react-is',
      'hoist-non-react-statics',
      'i18next',
      'react-i18next',
      String.raw`@emotion[\\/][^\\/]+`,
      String.raw`@babel[\\/]runtime`,
      'stylis',
      'use-sync-external-store',
      String.raw`@tanstack[\\/](query-core|react-query)`,
      'ofetch',
      'destr',
      'ufo',
      'rxjs',
      'single-spa',
      String.raw`@module-federation[\\/]retry-plugin`,
    ].join('|') +
    String.raw`)[\\/]` +
    String.raw`|[\\/]platform[\\/](src[\\/]([\w-]+\.tsx?|error-texts[\\/]context\.ts)|package\.json)$` +
    String.raw`|[\\/]shared-contracts[\\/]src[\\/](api-client[\\/]api-error|theme[\\/]tokens|i18n[\\/]error-texts-later)\.ts$`,
);

export const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

/**
 * A package's own step before rspack reads its sources: `federation.prebuild` of its
 * package.json names a script exporting `prebuild()`, which makes files the sources import
 * (mfe-landers: its videos) and returns the files it read, so they count as build inputs.
 */
class PrebuildPlugin {
  constructor(script) {
    this.script = script;
    this.inputs = [];
  }
  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('PrebuildPlugin', async () => {
      const { prebuild } = await import(pathToFileURL(this.script).href);
      this.inputs = await prebuild();
    });
    compiler.hooks.compilation.tap('PrebuildPlugin', (compilation) => {
      for (const file of this.inputs) compilation.fileDependencies.add(file);
    });
  }
}

function prebuildPlugins(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const script = manifest.federation?.prebuild;
  return script ? [new PrebuildPlugin(path.join(packageDir, script))] : [];
}

/** Media a package imports (mfe-landers: its videos and posters), emitted as hashed files. */
export const MEDIA_FILES = /\.(webm|mp4|webp|jpe?g|png)$/;

/** The push service worker's output (create-worker-config.mjs), which the shell's clean keeps. */
export const isWorkerFile = (file) => /^sw\.js(\.|$)/.test(path.basename(file));

/** A remote's server renderer, written into its output by create-server-config.mjs. */
const isServerFile = (outputDir, file) => /^server([\\/]|$)/.test(path.relative(outputDir, file));

/**
 * @param {object} options
 * @param {string} options.packageDir absolute path of the package
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name Module Federation container name
 * @param {string} [options.outputPath] where to write (default <package>/dist)
 * @param {string} [options.title] html title (host only)
 * @param {Record<string, string>} [options.exposes] modules a remote exposes besides './app'
 *   (e.g. a parcel); each becomes its own chunks, loaded only when a host asks for it
 */
export function createConfig({ packageDir, kind, name, outputPath, title, exposes = {} }) {
  const isHost = kind === 'host';
  if (isHost && Object.keys(exposes).length > 0) throw new Error('the shell exposes nothing');
  const output = outputPath ?? path.join(packageDir, 'dist');
  return {
    // Its server renderer's build waits for this one by its name (create-server-config.mjs).
    name: path.basename(packageDir),
    mode: 'production',
    context: packageDir,
    target: 'web',
    entry: { main: './src/index.ts' },
    output: {
      path: output,
      // Remotes resolve their own URL at run time, so a build works from any versioned folder.
      publicPath: isHost ? '/' : 'auto',
      filename: isHost ? '[name].[contenthash:8].js' : '[name].js',
      // A remote's release is a folder of its own that never changes (scripts/release.mjs),
      // so the folder is what busts caches; hashes in its chunk names would only make the
      // chunk map in remoteEntry.js, which every first visit loads, larger (about 10 bytes
      // gzip per chunk). The shell is served from the site's root: it keeps them.
      chunkFilename: isHost ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Media the sources import (videos, posters): named by their content.
      assetModuleFilename: 'media/[name].[contenthash:8][ext]',
      // The push worker is built by its own configuration into the same folder.
      // A remote's server renderer (its own configuration) is written into the same folder.
      clean: { keep: isHost ? isWorkerFile : (file) => isServerFile(output, file) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        // The retry plugin pins an older SDK for a logger; the runtime's own SDK serves it
        // and saves the shell a second copy.
        '@module-federation/sdk$': esmEntry('@module-federation/sdk'),
        ...federationRuntimeAliases,
        // rxjs's default ESM build is ES5 (classes through tslib's helpers); its ES2015
        // build is smaller, and every browser this product supports runs it.
        rxjs$: path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist/esm/index.js'),
      },
    },
    module: {
      rules: [
        swcRule,
        { test: MEDIA_FILES, type: 'asset/resource' },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
          loader: path.join(import.meta.dirname, 'pure-top-level-loader.cjs'),
        },
      ],
    },
    devtool: 'source-map',
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // SWC's minifier with a third compress pass (its default is two): about 170 bytes gzip
      // less of the shell's boot, at no cost to the code's behaviour.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
      splitChunks: {
        cacheGroups: isHost
          ? {
              // What the shell's boot runs travels as two files, its own code and this one:
              // fewer requests, and one gzip stream that compresses the libraries together
              // (5.8 KB less on every first visit than a file for each shared library).
              bootLibraries: {
                test: BOOT_LIBRARIES,
                chunks: 'async',
                name: 'boot-libraries',
                enforce: true,
                priority: 10,
              },
              // A contracts module that two of the shell's lazy chunks use is written once, in
              // a chunk of its own, not into each of them.
              contracts: {
                test: /[\\/]shared-contracts[\\/]src[\\/]/,
                chunks: 'async',
                minChunks: 2,
                minSize: 500,
                priority: 5,
                reuseExistingChunk: true,
              },
            }
          : {
              // The router facade and the react-router code under it load together on every
              // visit: one chunk, not the facade and a vendor chunk beside it.
              router: {
                test: /[\\/](node_modules[\\/]react-router|platform[\\/]src[\\/]router)[\\/]/,
                chunks: 'async',
                enforce: true,
                priority: 20,
              },
            },
      },
    },
    performance: { hints: false },
    plugins: [
      ...prebuildPlugins(packageDir),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx', ...exposes } }),
        shared: sharedDependencies(packageDir),
        // Only the remote that owns the route is loaded: never fetch every remote entry to compare versions.
        shareStrategy: 'loaded-first',
        // The manifest lists each shared library's files; the size report reads it.
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // The registry points at remoteEntry.js, so the manifest-snapshot code and the
          // Node loaders are dead weight in the browser runtime.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...(isHost
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(packageDir, 'src/index.html'),
              title,
              minify: true,
            }),
            // Files served as they are at fixed URLs: the web app manifest and its icons.
            new rspack.CopyRspackPlugin({
              patterns: [{ from: path.join(packageDir, 'public'), noErrorOnMissing: true }],
            }),
          ]
        : []),
    ],
  };
}
