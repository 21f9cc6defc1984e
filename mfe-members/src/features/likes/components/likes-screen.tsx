import { css } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { useRemoteProps, useSessionUser, useTranslation } from '@dating/platform';
import { Link, Navigate, useLocation, useParams } from '@dating/platform/router';
import { loginFrom, mediaUp, theme } from '@dating/shared-contracts';
import { useSessionLikes } from '../hooks/use-session-likes';
import { DEFAULT_LIKE_TAB, isLikeTab, likesByTab, type LikeTab } from '../likes-tabs';
import { LIKES_NS, registerLikesTexts } from '../likes-texts';
import { LikeCard } from './like-card';
import { LikesTabLinks } from './likes-tab-links';

const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 12,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  [mediaUp('xl')]: { gridTemplateColumns: 'repeat(6, 1fr)' },
});

const noticeStyle = css({
  maxWidth: 480,
  margin: '32px auto',
  textAlign: 'center',
  p: { margin: '0 0 16px' },
});

const actionStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '12px 20px',
  border: 'none',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

registerLikesTexts();

/** /likes/{type}: received, given and mutual likes, each a tab with an address of its own. */
export function LikesScreen() {
  const { type } = useParams();
  if (!isLikeTab(type)) return <Navigate to={`/likes/${DEFAULT_LIKE_TAB}`} replace />;
  return <LikesOfTab tab={type} />;
}

function LikesOfTab({ tab }: { tab: LikeTab }) {
  const { t, ready: textsReady } = useTranslation(LIKES_NS);
  const { bus } = useRemoteProps();
  const user = useSessionUser();
  const location = useLocation();
  const { likes, status } = useSessionLikes();
  const items = useMemo(() => likesByTab(likes), [likes]);
  const ready = user !== null && status === 'ready';

  // The texts come with the screen's chunk: ready a moment after the first render.
  if (!textsReady) return null;

  let body: ReactNode;
  if (!user) {
    body = (
      <Notice text={t('loggedOut')}>
        <Link to={loginFrom(location)} css={actionStyle}>
          {t('login')}
        </Link>
      </Notice>
    );
  } else if (status === 'failed') {
    body = (
      <Notice text={t('error')} role="alert">
        <button
          type="button"
          css={actionStyle}
          onClick={() => bus.emit({ type: 'session/refresh-requested' })}
        >
          {t('retry')}
        </button>
      </Notice>
    );
  } else if (!ready) {
    body = <p role="status">{t('loading')}</p>;
  } else if (items[tab].length === 0) {
    body = (
      <Notice text={t(`empty.${tab}`)}>
        <Link to="/members" css={actionStyle}>
          {t('search')}
        </Link>
      </Notice>
    );
  } else {
    body = (
      <ul css={gridStyle} aria-label={t(`tabs.${tab}`)}>
        {items[tab].map((item) => (
          <li key={item.profile.id}>
            <LikeCard item={item} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section css={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1 css={{ color: theme.colors.secondary }}>{t('title')}</h1>
      {user && <LikesTabLinks current={tab} items={ready ? items : null} />}
      {body}
    </section>
  );
}

function Notice({ text, role, children }: { text: string; role?: 'alert'; children: ReactNode }) {
  return (
    <div css={noticeStyle}>
      <p role={role}>{text}</p>
      {children}
    </div>
  );
}
