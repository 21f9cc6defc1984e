import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { AppLink } from './app-link';
import { BackButton } from './nav/back-button';
import { LanguageMenu } from './nav/language-menu';
import { useMemberChrome } from './member-chrome';
import { useSiteName } from './site-name';

// Mobile first: at 360 px the brand and the buttons share the first row and the links
// wrap onto a second, full-width row; from md up everything sits on one row.
const barStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  background: theme.colors.primary,
  color: theme.colors.onFill,
  a: {
    // A block of its own: inline, the padding of wrapped links overlapped the row above and
    // the touch targets were too small (axe target-size at 360 px).
    display: 'inline-block',
    color: theme.colors.onFill,
    textDecoration: 'none',
    padding: '8px 6px',
    borderRadius: 4,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
  'a:focus-visible, button:focus-visible': {
    outline: `3px solid ${theme.colors.onFill}`,
    outlineOffset: 2,
  },
  [mediaUp('md')]: { padding: '8px 24px', gap: 16 },
});

const linksStyle = css({
  order: 3,
  flexBasis: '100%',
  ul: { display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 },
  [mediaUp('md')]: { order: 0, flexBasis: 'auto' },
});

// A member's phone has these links in the tab bar at the bottom, so the top bar is one row.
const memberLinksStyle = css({
  [`@media (max-width: ${theme.breakpoints.md - 0.02}px)`]: { display: 'none' },
});

const actionsStyle = css({ display: 'flex', alignItems: 'center', gap: 8, marginLeft: 'auto' });

const loginStyle = css({
  padding: '8px 16px !important',
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.onFill}`,
});

export function TopNav() {
  const { t } = useTranslation();
  // A member's links and menu arrive with their chunk, a moment after the login is known.
  const { user, parts } = useMemberChrome();
  const name = useSiteName();
  return (
    <header css={barStyle}>
      <BackButton />
      <AppLink href="/" css={{ fontSize: 20 }}>
        {name}
      </AppLink>
      <nav aria-label={t('nav.label')} css={[linksStyle, user && memberLinksStyle]}>
        <ul>
          <li>
            <AppLink href="/members">{t('nav.members')}</AppLink>
          </li>
          {user && parts && <parts.MemberLinks user={user} />}
        </ul>
      </nav>
      <div css={actionsStyle}>
        <LanguageMenu />
        {user ? (
          parts && <parts.AccountMenu />
        ) : (
          <AppLink href="/login" css={loginStyle}>
            {t('nav.login')}
          </AppLink>
        )}
      </div>
    </header>
  );
}
