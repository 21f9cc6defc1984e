// The server renderer of this remote (decision 0124): a Node bundle of the same app
// (scripts/rspack/create-server-config.mjs) that the API imports from the live release to
// draw a visitor's first paint. It renders what `./app` mounts; server-routes.ts says what
// each route loads first.
import { createServerRenderer } from '@dating/platform/server';
import * as app from './app';
import { SERVER_ROUTES, sitemapPaths } from './server-routes';

export const { render, sitemap, status } = createServerRenderer({
  name: 'mfe-landers',
  lifecycles: app,
  routes: SERVER_ROUTES,
  sitemap: sitemapPaths,
});
