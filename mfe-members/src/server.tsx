// The server renderer of this remote (decision 0124): a Node bundle of the same app
// (scripts/rspack/create-server-config.mjs) that the API imports from the live release to
// draw a visitor's first paint of `/`. It renders what `./app` mounts; server-routes.ts says
// what the route loads first.
import { createServerRenderer } from '@dating/platform/server';
import * as app from './app';
import { SERVER_ROUTES, sitemapPaths } from './server-routes';

export const { render, sitemap, status } = createServerRenderer({
  name: 'mfe-members',
  lifecycles: app,
  routes: SERVER_ROUTES,
  sitemap: sitemapPaths,
});
