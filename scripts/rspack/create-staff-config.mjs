// The staff console (docs/decisions/0160): one application of its own, built without Module
// Federation, served by the API at `/` of the staff listener. Its Content-Security-Policy
// takes scripts of its own origin only, so the page names its scripts by URL and holds none
// inline, and every file is content-hashed under `assets/` (served with a year's cache).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { swcRule } from './create-config.mjs';

/**
 * @param {object} options
 * @param {string} options.packageDir the staff package's folder
 * @param {string} [options.outputPath] where to write (default <package>/dist)
 */
export function createStaffConfig({ packageDir, outputPath }) {
  return {
    name: 'staff',
    mode: 'production',
    context: packageDir,
    target: ['web', 'es2022'],
    entry: { main: './src/index.tsx' },
    output: {
      path: outputPath ?? path.join(packageDir, 'dist'),
      // Absolute: index.html answers every client route (/items/12), whose folder differs.
      publicPath: '/',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      cssChunkFilename: 'assets/[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        swcRule,
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
      // The libraries change less often than the console: a release of its own code then
      // leaves their file, and the browser's copy of it, as it was.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', priority: 10 },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(packageDir, 'src/index.html'),
        minify: true,
        scriptLoading: 'defer',
      }),
    ],
  };
}
