import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import type { LikeItem } from '../likes-tabs';
import { LIKES_NS } from '../likes-texts';

const cardStyle = css({
  position: 'relative',
  display: 'block',
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
  img: {
    display: 'block',
    width: '100%',
    aspectRatio: '1',
    objectFit: 'cover',
    background: theme.colors.border,
  },
  h2: { margin: 0, padding: '8px 8px 0', fontSize: 16 },
  p: { margin: 0, padding: '4px 8px 8px', fontSize: 14, color: theme.colors.textMuted },
});

const newStyle = css({
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 8px',
  borderRadius: 999,
  background: theme.colors.primary,
  color: theme.colors.unread,
  fontSize: 13,
  fontWeight: 600,
});

/** A member in a likes list; it opens the profile on the likes route (spec section 2). */
export function LikeCard({ item }: { item: LikeItem }) {
  const { t } = useTranslation();
  const { t: tLikes } = useTranslation(LIKES_NS);
  const { profile, isNew } = item;
  return (
    <Link to={`/likes/m/${encodeURIComponent(profile.id)}`} css={cardStyle}>
      {profile.main_image ? (
        <img src={profile.main_image.thumb_url} alt="" loading="lazy" width={200} height={200} />
      ) : (
        <div css={{ aspectRatio: '1', background: theme.colors.border }} />
      )}
      {isNew && <span css={newStyle}>{tLikes('new')}</span>}
      <h2>{t('card.nameAge', { name: profile.name, age: profile.age })}</h2>
      <p>{[profile.city, profile.country].filter(Boolean).join(', ') || '\u00a0'}</p>
    </Link>
  );
}
