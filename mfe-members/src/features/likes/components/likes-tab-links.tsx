import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import { LIKE_TABS, type LikeItem, type LikeTab } from '../likes-tabs';
import { LIKES_NS } from '../likes-texts';

const listStyle = css({
  display: 'flex',
  gap: 4,
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${theme.colors.border}`,
  overflowX: 'auto',
});

const linkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: '8px 12px',
  color: theme.colors.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  '&[aria-current="page"]': {
    borderBottomColor: theme.colors.primary,
    color: theme.colors.secondary,
    fontWeight: 600,
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: -3 },
});

const badgeStyle = css({
  padding: '0 6px',
  borderRadius: 999,
  background: theme.colors.primary,
  color: theme.colors.unread,
  fontSize: 13,
  fontWeight: 600,
});

/**
 * The tabs of the likes screen as links: each is an address of its own (/likes/{type}),
 * so a tab can be shared, reloaded and reached with the back button.
 */
export function LikesTabLinks({
  current,
  items,
}: {
  current: LikeTab;
  items: Record<LikeTab, readonly LikeItem[]> | null;
}) {
  const { t } = useTranslation(LIKES_NS);
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul css={listStyle}>
        {LIKE_TABS.map((tab) => {
          const fresh = items ? items[tab].filter((item) => item.isNew).length : 0;
          return (
            <li key={tab}>
              <Link
                to={`/likes/${tab}`}
                css={linkStyle}
                aria-current={tab === current ? 'page' : undefined}
              >
                {t(`tabs.${tab}`)}
                {fresh > 0 && <span css={badgeStyle}>{t('newCount', { count: fresh })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
