// Node only: what a remote's server renderer is built from (decision 0124). Bundled into
// each remote's server bundle, never shared with or loaded by a browser, so it is no part
// of the runtime contract the platform's version describes (check-platform-version.mjs).
export { createServerRenderer } from './render-remote';
export type { ServerApp, ServerRoute, ServerRouteContext, ServerRoutePage } from './render-remote';
