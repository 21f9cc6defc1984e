import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@dating/platform';
import { mediaUp, theme, visuallyHidden } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { useLanderMembers } from '../api/landers-members';
import { LanderHeadline } from '../components/lander-headline';
import { SwipeCard, type SwipeDirection } from '../components/swipe-card';
import { SwipeMatchPrompt } from '../components/swipe-match-prompt';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import type { BlockProps } from './block-props';
import { ctaStyle } from './hero';

const DECK_SIZE = 10;
/** After this many swipes the prompt comes, liked or not. */
export const SWIPES_BEFORE_PROMPT = 3;
/** How long a decided card takes to fly off (its CSS transition). */
const LEAVE_MS = 250;

const sectionStyle = css({
  display: 'grid',
  gap: 20,
  maxWidth: 1000,
  margin: '0 auto',
  padding: '20px 16px 32px',
  [mediaUp('md')]: { gridTemplateColumns: '1fr 360px', alignItems: 'center', gap: 48 },
  'h1, h2': {
    margin: 0,
    fontSize: 32,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 46 },
  },
});

const deckStyle = css({
  width: '100%',
  // On a phone the card leaves room for its buttons under the call to action.
  maxWidth: 230,
  [mediaUp('md')]: { maxWidth: 340 },
  margin: '0 auto',
  display: 'grid',
  paddingBottom: 24,
});

const buttonsStyle = css({
  display: 'flex',
  justifyContent: 'center',
  gap: 16,
  button: {
    minWidth: 132,
    minHeight: 52,
    borderRadius: 26,
    fontSize: 18,
    fontWeight: 700,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
  },
});

const deckCta = css(ctaStyle, { textAlign: 'center', [mediaUp('md')]: { margin: '20px 0 0' } });

const nopeStyle = css({
  border: `2px solid ${theme.colors.textMuted}`,
  background: theme.colors.surface,
  color: theme.colors.text,
});
const likeStyle = css({
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.primary,
  color: theme.colors.onFill,
});

/**
 * tinderswipe: members as a deck of cards to swipe (drag, arrow keys or the "Niet leuk" and
 * "Leuk" buttons). A like, or the third swipe, turns the deck into "It's a match? Sign up to
 * see". Without members the headline and the call to action still sell.
 */
export function SwipeDeckBlock(props: BlockProps) {
  const { lander, signupHref } = props;
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const found = useLanderMembers(lander.audience);
  const members = found.members.slice(0, DECK_SIZE);
  const { pending } = found;
  const reducedMotion = useReducedMotion();
  const [position, setPosition] = useState(0);
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const [match, setMatch] = useState<{ member: ProfileCard } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const cards = members.slice(position, position + 3);
  const top = cards[0];

  const decide = (direction: SwipeDirection) => {
    if (!top || leaving) return;
    const finish = () => {
      setLeaving(null);
      setPosition(position + 1);
      const swipes = position + 1;
      const done = direction === 'right' || swipes >= SWIPES_BEFORE_PROMPT || !members[swipes];
      if (done) setMatch({ member: top });
    };
    if (reducedMotion) return finish();
    setLeaving(direction);
    timer.current = setTimeout(finish, LEAVE_MS);
  };

  return (
    <section css={sectionStyle} data-block="swipe-deck">
      <div css={{ p: { margin: '8px 0 0', fontSize: 18 } }}>
        <LanderHeadline {...props} ctaCss={deckCta} />
      </div>
      {pending && (
        // The deck's place while the members load: the headline beside it does not move.
        <div css={deckStyle} aria-hidden="true">
          <div css={{ aspectRatio: '3 / 4', borderRadius: 18, background: theme.colors.border }} />
          <div css={{ height: 52 }} />
        </div>
      )}
      {members.length > 0 && (
        <div role="group" aria-label={t('swipeDeck.label')}>
          <p id="swipe-deck-help" css={visuallyHidden}>
            {t('swipeDeck.instructions')}
          </p>
          <div css={deckStyle}>
            {match ? (
              <SwipeMatchPrompt member={match.member} signupHref={signupHref} />
            ) : (
              cards.map((member, depth) => (
                <SwipeCard
                  key={member.id}
                  member={member}
                  top={depth === 0}
                  depth={depth}
                  leaving={leaving}
                  reducedMotion={reducedMotion}
                  instructionsId="swipe-deck-help"
                  onSwipe={decide}
                />
              ))
            )}
          </div>
          {!match && (
            <div css={buttonsStyle}>
              <button type="button" css={nopeStyle} onClick={() => decide('left')}>
                {t('swipeDeck.nope')}
              </button>
              <button type="button" css={likeStyle} onClick={() => decide('right')}>
                {t('swipeDeck.like')}
              </button>
            </div>
          )}
          <p aria-live="polite" css={visuallyHidden}>
            {top && !match ? t('swipeDeck.nameAge', { name: top.name, age: top.age }) : ''}
          </p>
        </div>
      )}
    </section>
  );
}
