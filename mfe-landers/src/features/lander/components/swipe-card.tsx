import { css } from '@emotion/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { theme, withAlpha } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { useDragSideways } from '../hooks/use-drag-sideways';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { landerColors } from '../../../theme/lander-tokens';

export type SwipeDirection = 'left' | 'right';

const cardStyle = css({
  gridArea: '1 / 1',
  margin: 0,
  overflow: 'hidden',
  borderRadius: 18,
  background: theme.colors.surface,
  boxShadow: `0 10px 30px ${withAlpha(theme.colors.secondary, 0.22)}`,
  touchAction: 'pan-y',
  userSelect: 'none',
  img: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    background: theme.colors.border,
    pointerEvents: 'none',
  },
  figcaption: {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    padding: '40px 16px 16px',
    background: `linear-gradient(transparent, ${withAlpha(landerColors.shadow, 0.78)})`,
    color: theme.colors.onFill,
    fontSize: 22,
    fontWeight: 700,
  },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 4 },
});

interface SwipeCardProps {
  readonly member: ProfileCard;
  /** The card on top: the one to drag; those under it only peek out. */
  readonly top: boolean;
  /** Cards under the top one, counted from it: they sit a little smaller and lower. */
  readonly depth: number;
  /** Where the top card is flying off to after a decision, if anywhere. */
  readonly leaving: SwipeDirection | null;
  readonly reducedMotion: boolean;
  readonly instructionsId: string;
  readonly onSwipe: (direction: SwipeDirection) => void;
}

function placement(depth: number, offset: number, leaving: SwipeDirection | null) {
  if (leaving)
    return `translateX(${leaving === 'right' ? 130 : -130}%) rotate(${leaving === 'right' ? 18 : -18}deg)`;
  if (offset) return `translateX(${offset}px) rotate(${offset / 18}deg)`;
  return depth ? `translateY(${depth * 12}px) scale(${1 - depth * 0.05})` : undefined;
}

/** One member on the deck: photo, name, age and city; the top card drags sideways. */
export function SwipeCard(props: SwipeCardProps) {
  const { member, top, depth, leaving, reducedMotion, instructionsId, onSwipe } = props;
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const { offset, dragHandlers } = useDragSideways(onSwipe);
  const who = t('swipeDeck.nameAge', { name: member.name, age: member.age });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onSwipe(event.key === 'ArrowRight' ? 'right' : 'left');
    }
  };
  return (
    <figure
      css={cardStyle}
      data-swipe-card={top ? 'top' : 'under'}
      aria-hidden={top ? undefined : true}
      aria-label={top ? who : undefined}
      aria-describedby={top ? instructionsId : undefined}
      tabIndex={top ? 0 : undefined}
      onKeyDown={top ? onKeyDown : undefined}
      style={{
        position: 'relative',
        zIndex: 10 - depth,
        transform: placement(depth, offset, top ? leaving : null),
        transition: reducedMotion || offset ? 'none' : 'transform 0.25s ease-out',
        cursor: top ? 'grab' : undefined,
      }}
      {...(top ? dragHandlers : {})}
    >
      {member.main_image ? (
        <img src={member.main_image.url} alt="" width={600} height={800} draggable={false} />
      ) : (
        <div css={{ aspectRatio: '3 / 4', background: theme.colors.border }} />
      )}
      <figcaption>
        {who}
        {member.city && (
          <span css={{ display: 'block', fontSize: 16, fontWeight: 400 }}>{member.city}</span>
        )}
      </figcaption>
    </figure>
  );
}
