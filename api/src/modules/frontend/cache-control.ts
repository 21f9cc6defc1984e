/**
 * How long each kind of front-end file may be cached (docs/decisions/0002, 0012). The API's
 * front-end plugin sends these, and the static server of the production shape
 * (`ops/nginx.conf`) must send the same: `ops/test/nginx.test.ts` asks a real nginx for each
 * kind and compares its answer with this table.
 */
export const CACHE_CONTROL = {
  /** `/remotes/<name>/<version>/*`: a release's folder is its cache key, it never changes. */
  release: 'public, max-age=31536000, immutable',
  /** The shell's content-hashed scripts (`main.1a2b3c4d.js`). */
  hashedShellAsset: 'public, max-age=31536000, immutable',
  /** Every other shell file (`sw.js`, icons, `index.html`): revalidated on each use. */
  shellFile: 'no-cache',
  /**
   * The page and `/registry.json`: revalidated, and personal, since a canary is resolved per
   * member or visitor (0012), so never kept by a shared cache.
   */
  page: 'no-cache, private',
  /** `/manifest.webmanifest`: named after the requesting domain, revalidated. */
  manifest: 'no-cache',
  /** `/sitemap.xml` and `/robots.txt`, for crawlers. */
  crawler: 'public, max-age=3600',
} as const;

export type CacheKind = keyof typeof CACHE_CONTROL;

/**
 * A shell script named with its content hash (rspack's `[name].[contenthash:8].js`), or the
 * precompressed copy the static server sends in its place to a browser (`.js.br`, `.js.gz`).
 */
export const HASHED_SHELL_ASSET = /\.[0-9a-f]{8}\.js(?:\.br|\.gz)?$/;

/** Hashed shell assets never change; index.html and the rest must be revalidated. */
export const shellCacheControl = (filePath: string): string =>
  HASHED_SHELL_ASSET.test(filePath) ? CACHE_CONTROL.hashedShellAsset : CACHE_CONTROL.shellFile;
