import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';

const cardStyle = css({
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
  p: { margin: 0, padding: '4px 8px', fontSize: 14, color: theme.colors.textMuted },
  h2: { margin: 0, padding: '8px 8px 0', fontSize: 16 },
});

export function MemberCard({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation();
  return (
    <Link to={`/members/${profile.id}`} css={cardStyle}>
      {profile.main_image ? (
        <img src={profile.main_image.thumb_url} alt="" loading="lazy" width={200} height={200} />
      ) : (
        <div css={{ aspectRatio: '1', background: theme.colors.border }} />
      )}
      <h2>{t('card.nameAge', { name: profile.name, age: profile.age })}</h2>
      <p>{[profile.city, profile.country].filter(Boolean).join(', ')}</p>
    </Link>
  );
}
