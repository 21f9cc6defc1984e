import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@dating/platform';
import { cardShadow, theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { useSwipeGesture } from '../hooks/use-swipe-gesture';
import { VerifiedMark } from '../../../components/verified/verified-mark';

const cardStyle = css({
  position: 'relative',
  margin: 0,
  borderRadius: theme.radius * 2,
  overflow: 'hidden',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: cardShadow,
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'grab',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 3 },
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '4 / 5',
    // The buttons stay in view under the card, on a phone and on a laptop screen.
    maxHeight: '40vh',
    objectFit: 'cover',
    background: theme.colors.border,
    pointerEvents: 'none',
  },
  figcaption: { padding: '12px 16px' },
  h2: { margin: 0, fontSize: 22 },
  p: { margin: '4px 0 0', color: theme.colors.textMuted },
});

/**
 * One card of the game: photo, name, age and city. It can be dragged sideways (right
 * likes, left passes); arrows and buttons do the same (the screen handles those).
 */
export function SwipeCard({
  profile,
  onSwipe,
  instructionsId,
  autoFocus,
}: {
  profile: ProfileCard;
  onSwipe: (direction: 'left' | 'right') => void;
  instructionsId: string;
  /** Takes the focus when it appears (the card before it had it). */
  autoFocus: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const { t } = useTranslation();
  const { offset, handlers } = useSwipeGesture(onSwipe);
  const name = t('card.nameAge', { name: profile.name, age: profile.age });
  return (
    <figure
      ref={ref}
      data-swipe-card=""
      css={cardStyle}
      tabIndex={0}
      aria-label={name}
      aria-describedby={instructionsId}
      style={{
        transform: offset ? `translateX(${offset}px) rotate(${offset / 20}deg)` : undefined,
      }}
      {...handlers}
    >
      {profile.main_image ? (
        <img src={profile.main_image.url} alt="" width={400} height={500} draggable={false} />
      ) : (
        <div css={{ aspectRatio: '4 / 5', maxHeight: '40vh', background: theme.colors.border }} />
      )}
      <figcaption>
        <h2>
          {name}
          <VerifiedMark verified={profile.verified} />
        </h2>
        {profile.city && <p>{profile.city}</p>}
      </figcaption>
    </figure>
  );
}
