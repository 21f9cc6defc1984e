import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme } from '@dating/shared-contracts';
import { LIKE_TABS, type LikeItem, type LikeTab } from '../likes-tabs';
import { LIKES_NS } from '../likes-texts';

const listStyle = css({
  display: 'flex',
  margin: '0 0 16px',
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${theme.colors.border}`,
  // Long tab names (some languages) wrap to a second line rather than hide a tab.
  flexWrap: 'wrap',
  li: { flex: '1 1 auto', [mediaUp('md')]: { flex: '0 0 auto' } },
});

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '8px 6px',
  [mediaUp('md')]: { padding: '8px 12px' },
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

const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

const badgeStyle = css({
  padding: '0 6px',
  borderRadius: 999,
  background: theme.colors.primary,
  color: theme.colors.onFill,
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
                {fresh > 0 && (
                  <>
                    {/* The number shows; a screen reader hears "2 new". */}
                    <span css={badgeStyle} aria-hidden="true">
                      {fresh > 99 ? '99+' : fresh}
                    </span>
                    <span css={visuallyHidden}>{t('newCount', { count: fresh })}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
