// `@dating/platform/router` as a remote's server bundle sees it: the same facade, with
// `BrowserRouter` (which needs `window`) drawn as a static router at the page's URL.
// Node only; never in a browser bundle (scripts/rspack/create-server-config.mjs).
import { createContext, useContext, type ReactNode } from 'react';
import { StaticRouter } from 'react-router';

export * from '../router';

/** The URL being drawn on the server (path and query). */
export const ServerLocation = createContext('/');

export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <StaticRouter location={useContext(ServerLocation)}>{children}</StaticRouter>;
}
