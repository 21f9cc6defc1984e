/**
 * The routing API the remotes use, shared as one federated singleton. Sharing the
 * `react-router` package itself would ship all of it (about 61 KB gzip: data
 * routers, server rendering) because shared modules are not tree-shaken; this
 * facade is, so a first visit loads only what is listed here. Add an export when
 * a remote needs one (see docs/decisions/0003-router-facade.md).
 */
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
} from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps, type NavLinkRenderProps } from './links';
