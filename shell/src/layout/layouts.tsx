import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { type LayoutName, type RouteDefinition, theme } from '@dating/shared-contracts';
import { EntryWarning } from '../alerts/entry-warning';
import { AppLink } from './app-link';
import { Footer } from './footer';
import { MemberBars } from './member-chrome';
import { useSiteName } from './site-name';
import { TopNav } from './top-nav';

// The root is a column as tall as the window (index.html): the main area grows, so a short
// page's footer sits at the bottom edge instead of leaving a band of background under it.
const mainStyle = css({ minHeight: '60vh', padding: '0 0 24px', flexGrow: 1 });
// The chat fills the window itself, its footer at the bottom edge.
const chatMainStyle = css({ paddingBottom: 0 });

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

/** The four layouts (default, chat, lander, empty), chosen by the route table. */
export function Layout({
  name,
  route = null,
  children,
}: {
  name: LayoutName;
  route?: RouteDefinition | null;
  children: ReactNode;
}) {
  const main = (
    <main id="main" css={[mainStyle, name === 'chat' && chatMainStyle]} data-layout={name}>
      {children}
    </main>
  );
  switch (name) {
    case 'chat':
    case 'empty':
      return (
        <>
          <EntryWarning />
          {main}
        </>
      );
    case 'lander':
      return (
        <>
          <LogoBar />
          <EntryWarning />
          {main}
          <Footer />
        </>
      );
    default:
      return (
        <>
          <TopNav />
          <MemberBars route={route} />
          {main}
          <Footer />
        </>
      );
  }
}
