import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type ReactNode } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type RelativeRoutingType,
  type To,
} from 'react-router';

/**
 * react-router 7's own Link also serves framework mode (route prefetching, lazy route
 * discovery, view transitions, masks), which pulls its manifest and prefetch code into
 * every page: about 6 KB gzip the remotes never use (docs/decisions/0013). These two are
 * the same components built on react-router's public hooks, for declarative routing.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  relative?: RelativeRoutingType;
  preventScrollReset?: boolean;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, relative, preventScrollReset, reloadDocument, target, onClick, ...rest },
  ref,
) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(external ? '/' : to, { relative });
  const navigateOnClick = useLinkClickHandler(to, {
    replace,
    state,
    target,
    relative,
    preventScrollReset,
  });
  const spa = !external && !reloadDocument;
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (spa && !event.defaultPrevented) navigateOnClick(event);
      }}
    />
  );
});

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
  /** Active only on this exact path, not below it. */
  end?: boolean;
  caseSensitive?: boolean;
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    children,
    to,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const fold = (value: string) => (caseSensitive ? value : value.toLowerCase());
  const target = fold(path.pathname);
  const current = fold(location.pathname);
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      style={typeof style === 'function' ? style(props) : style}
    >
      {typeof children === 'function' ? children(props) : children}
    </Link>
  );
});
