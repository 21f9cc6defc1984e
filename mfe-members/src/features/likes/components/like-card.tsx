import { css } from '@emotion/react';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { LikeItem } from '../likes-tabs';
import { LIKES_NS } from '../likes-texts';
import { MemberCard } from '../../../components/member-card';

const newStyle = css({
  position: 'absolute',
  top: 8,
  left: 8,
  padding: '2px 8px',
  borderRadius: 999,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 13,
  fontWeight: 600,
});

/** A member in a likes list; it opens the profile on the likes route (`/likes/m/:id`). */
export function LikeCard({ item }: { item: LikeItem }) {
  const { t } = useTranslation(LIKES_NS);
  const { profile, isNew } = item;
  return (
    <MemberCard
      profile={profile}
      to={`/likes/m/${encodeURIComponent(profile.id)}`}
      badge={isNew && <span css={newStyle}>{t('new')}</span>}
    />
  );
}
