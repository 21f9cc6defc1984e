import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@dating/platform/router';
import { useTranslation } from '@dating/platform';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { VerifiedMark } from './verified/verified-mark';

const cardStyle = css({
  position: 'relative',
  display: 'block',
  height: '100%',
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
  'h2, h3': { margin: 0, padding: '8px 8px 0', fontSize: 16 },
  p: { margin: 0, padding: '4px 8px 8px', fontSize: 14, color: theme.colors.textMuted },
});

export interface MemberCardProps {
  profile: ProfileCard;
  /** Where the card leads; the profile on the members route unless said otherwise. */
  to?: string;
  /** The card's heading level: h3 where the cards sit under a section's own h2. */
  heading?: 'h2' | 'h3';
  /** Drawn over the photo's corner (a "new" mark). */
  badge?: ReactNode;
  /**
   * When the photo loads: `lazy` (default) as it nears the viewport, `eager` at once (a first
   * row, in view on arrival), `high` at once and first (the page's largest paint).
   */
  photo?: 'lazy' | 'eager' | 'high';
}

/**
 * A member as a card in a list or grid: photo, name and age, place and how far (a band,
 * decision 0112); the whole card a link.
 */
export function MemberCard({
  profile,
  to,
  heading: Heading = 'h2',
  badge,
  photo = 'lazy',
}: MemberCardProps) {
  const { t } = useTranslation();
  return (
    <Link to={to ?? `/members/${encodeURIComponent(profile.id)}`} css={cardStyle}>
      {profile.main_image ? (
        // Its size is set, so nothing moves when it arrives (CLS).
        <img
          src={profile.main_image.thumb_url}
          alt=""
          loading={photo === 'lazy' ? 'lazy' : undefined}
          fetchPriority={photo === 'high' ? 'high' : undefined}
          width={200}
          height={200}
        />
      ) : (
        <div css={{ aspectRatio: '1', background: theme.colors.border }} />
      )}
      {badge}
      <Heading>
        {t('card.nameAge', { name: profile.name, age: profile.age })}
        <VerifiedMark verified={profile.verified} />
      </Heading>
      <p>
        {[profile.city, profile.country].filter(Boolean).join(', ') || '\u00a0'}
        {profile.distance && ` · ${t(`distance.${profile.distance.band}`, profile.distance)}`}
      </p>
    </Link>
  );
}
