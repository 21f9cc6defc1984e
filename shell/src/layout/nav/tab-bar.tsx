import { css, Global } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { mediaUp, type SessionUser, theme } from '@dating/shared-contracts';
import { useLocationPath } from '../../routing/use-location-path';
import { AppLink } from '../app-link';
import { useMemberDestinations } from './member-destinations';

// The bar's height: a 56 px row (icon, word, padding) and its 1 px border, plus the
// phone's own bottom inset (home indicator) where there is one.
const BAR_SPACE = 'calc(57px + env(safe-area-inset-bottom, 0px))';

// Phones only: from md up the top bar holds these links (CSS, so the server's paint and the
// first render agree on it).
const barStyle = css({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 10,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  ul: { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
  li: { flex: '1 1 0', minWidth: 0 },
  a: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 2,
    height: 56,
    boxSizing: 'border-box',
    padding: '8px 2px 0',
    color: theme.colors.textMuted,
    fontSize: 12,
    fontWeight: 600,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    textAlign: 'center',
  },
  '[aria-current="page"]': {
    color: theme.colors.primary,
    boxShadow: `inset 0 3px ${theme.colors.primary}`,
  },
  'a:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
  // The count sits on the icon's corner; its spoken label stays where it is.
  '[data-tone]': { position: 'absolute', top: 2, left: '50%', marginLeft: 6 },
  // The top bar's white count pill would vanish on the white bar: here it is filled (4.9:1).
  '[data-tone="unread"]': { background: theme.colors.primary, color: theme.colors.onFill },
  [mediaUp('md')]: { display: 'none' },
});

// The page ends above the bar: neither the footer nor a form's last field goes under it.
const rootSpace = {
  '#root': { boxSizing: 'border-box', paddingBottom: BAR_SPACE },
  [mediaUp('md')]: { '#root': { paddingBottom: 0 } },
} as const;

// 24 px icons as one path each (filled with the link's colour); the credits coin is a ring.
const ICONS: Record<string, string> = {
  '/members':
    'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  '/chats': 'M5 3h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-1-2V5a2 2 0 0 1 2-2z',
  '/likes':
    'M12 21l-1.5-1.3C5.4 15.1 2 12 2 8.2 2 5.1 4.4 3 7.3 3c1.8 0 3.5.9 4.7 2.2C13.2 3.9 14.9 3 16.7 3 19.6 3 22 5.1 22 8.2c0 3.8-3.4 6.9-8.5 11.5z',
  '/credits': 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12z',
  '/premium': 'M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4-6.5-3.9L5.5 22l1.7-7.4-5.7-5 7.5-.7z',
};

const isCurrent = (href: string, path: string) => path === href || path.startsWith(`${href}/`);

/**
 * A phone's navigation: the member's destinations as a tab bar fixed to the bottom edge,
 * each an icon with a word, the current one marked. The account menu stays in the top bar.
 */
export function TabBar({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const path = useLocationPath();
  return (
    <nav aria-label={t('nav.label')} css={barStyle}>
      <Global styles={rootSpace} />
      <ul>
        {useMemberDestinations(user).map(({ href, short, badge }) => (
          <li key={href}>
            <AppLink href={href} aria-current={isCurrent(href, path) ? 'page' : undefined}>
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="currentColor"
                fillRule="evenodd"
              >
                <path d={ICONS[href]} />
              </svg>
              {short}
              {badge}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
