// `react-router` as a remote's server bundle sees it (scripts/rspack/create-server-config.mjs):
// react-router itself, with `BrowserRouter` (which needs `window`) drawn as a static router
// at the URL being rendered. The platform's router facade re-exports it unchanged, so the
// remote's own `LandersApp` routes render on the server as they are. Node only.
// `react-router-itself` is react-router's own entry (an alias of the server build, past this one).
import { useContext, type ReactNode } from 'react';
import { StaticRouter } from 'react-router-itself';
import { ServerLocation } from './server-location';

export * from 'react-router-itself';

export function BrowserRouter({ children }: { children?: ReactNode }) {
  return <StaticRouter location={useContext(ServerLocation)}>{children}</StaticRouter>;
}
