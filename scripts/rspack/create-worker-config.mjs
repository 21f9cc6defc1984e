// The shell's push service worker: one file at a fixed URL (/sw.js, scope /), so no content
// hash and no Module Federation. It is not loaded by any page, so it is no part of a first
// visit; the browser fetches it after load and revalidates it (served no-cache).
import path from 'node:path';
import { swcRule } from './create-config.mjs';

/**
 * @param {object} options
 * @param {string} options.packageDir the shell's folder
 * @param {string} [options.outputPath] where to write (default <package>/dist)
 */
export function createWorkerConfig({ packageDir, outputPath }) {
  return {
    name: 'shell-push-worker',
    mode: 'production',
    context: packageDir,
    target: ['webworker', 'es2022'],
    entry: { sw: './src/push/worker/sw.ts' },
    output: {
      path: outputPath ?? path.join(packageDir, 'dist'),
      publicPath: '/',
      filename: 'sw.js',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule] },
    devtool: 'source-map',
    optimization: { splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
  };
}
