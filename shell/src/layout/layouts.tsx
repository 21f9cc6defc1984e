import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import {
  DEFAULT_LAYOUT,
  type LayoutDeclaration,
  type RouteDefinition,
  theme,
} from '@dating/shared-contracts';
import { EntryWarning } from '../alerts/entry-warning';
import { AppLink } from './app-link';
import { Footer } from './footer';
import { MemberBars } from './member-chrome';
import { useSiteName } from './site-name';
import { TopNav } from './top-nav';

// The root is a column as tall as the window (index.html): the main area grows, so a short
// page's footer sits at the bottom edge instead of leaving a band of background under it.
const mainStyle = css({ minHeight: '60vh', padding: '0 0 24px', flexGrow: 1 });
// Above a footer the main area is at least as tall as the window, so the footer starts below
// the fold: what arrives after the first paint (an area's module, then its data) never pushes
// a footer in view down the page (a layout shift).
const aboveFooterStyle = css({ minHeight: '100vh' });
// A page that fills the window itself (the chat) reaches its bottom edge.
const fillStyle = css({ paddingBottom: 0 });

function LogoBar() {
  const name = useSiteName();
  return (
    <header css={{ padding: '12px 16px', background: theme.colors.primary }}>
      <AppLink
        href="/"
        css={{ color: theme.colors.onFill, fontWeight: 700, fontSize: 20, textDecoration: 'none' }}
      >
        {name}
      </AppLink>
    </header>
  );
}

/**
 * The layout a route names, drawn from the shell's parts as its declaration says: the built-in
 * ones (default, chat, lander, empty) and any a release declares are the same data.
 */
export function Layout({
  frame = DEFAULT_LAYOUT,
  route = null,
  children,
}: {
  frame?: LayoutDeclaration;
  route?: RouteDefinition | null;
  children: ReactNode;
}) {
  return (
    <>
      {frame.header === 'nav' ? <TopNav /> : frame.header === 'logo' && <LogoBar />}
      {frame.header === 'nav' && <MemberBars route={route} />}
      {frame.warning && <EntryWarning />}
      <main
        id="main"
        css={[mainStyle, frame.footer && !frame.fill && aboveFooterStyle, frame.fill && fillStyle]}
        data-layout={frame.name}
      >
        {children}
      </main>
      {frame.footer && <Footer />}
    </>
  );
}
