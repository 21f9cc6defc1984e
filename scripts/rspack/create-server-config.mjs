// A remote's server renderer (docs/decisions/0124): the same app as a Node bundle, one
// CommonJS file with everything in it (React, the platform, its texts), written into
// <output>/server/ and released with the remote's files, so the API can draw a visitor's
// first paint from the live release. No Module Federation: it shares nothing at run time.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { MEDIA_FILES, swcRule } from './create-config.mjs';

/** The release file the registry entry names in `ssr` (scripts/release-info.mjs). */
export const SERVER_RENDERER = 'server/render.cjs';

/**
 * @param {object} options
 * @param {string} options.packageDir the remote's folder
 * @param {string} options.entry its server entry (`federation.server` of its package.json)
 * @param {string} [options.outputPath] the remote's build output (default <package>/dist)
 */
export function createServerConfig({ packageDir, entry, outputPath }) {
  // The remote's own platform and React (another checkout's with release --source).
  const require = createRequire(path.join(packageDir, 'package.json'));
  const platformDir = path.dirname(require.resolve('@dating/platform/package.json'));
  const server = (file) => path.join(platformDir, 'src', 'server', file);
  return {
    name: `${path.basename(packageDir)}-server`,
    // After the browser build: its prebuild makes the files both import (the videos).
    dependencies: [path.basename(packageDir)],
    mode: 'production',
    context: packageDir,
    target: 'node24',
    entry: { render: entry },
    output: {
      path: path.join(outputPath ?? path.join(packageDir, 'dist'), path.dirname(SERVER_RENDERER)),
      filename: path.basename(SERVER_RENDERER),
      library: { type: 'commonjs2' },
      // Files the render names (videos, posters) carry SERVER_ASSET_BASE of the contracts;
      // the render puts its release's folder there. Their names are the browser build's.
      publicPath: '/__release_assets__/',
      assetModuleFilename: 'media/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      // What only a browser has, swapped for its server counterpart (platform/src/server/).
      alias: {
        'react-dom/client$': server('capture-root.ts'),
        'react-router$': server('react-router-shim.tsx'),
        'react-router-itself$': require.resolve('react-router'),
        react$: server('react-shim.cjs'),
        'react-itself$': require.resolve('react'),
      },
    },
    module: {
      rules: [
        swcRule,
        // The browser build emits the files; the server only needs their names.
        { test: MEDIA_FILES, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // One file: the texts and variants a browser loads as chunks are all here.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { splitChunks: false, minimize: true },
    devtool: false,
    performance: { hints: false },
  };
}
