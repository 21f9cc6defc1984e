import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@dating/platform';
import { Link } from '@dating/platform/router';
import { theme } from '@dating/shared-contracts';
import type { ProfileCard } from '@dating/shared-contracts/api';
import { ctaStyle } from '../blocks/hero';
import { LANDER_BLOCKS_NS } from '../lander-blocks-texts';
import { landerColors } from '../../../theme/lander-tokens';

const promptStyle = css({
  gridArea: '1 / 1',
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  alignContent: 'center',
  minHeight: 320,
  padding: 24,
  borderRadius: 18,
  background: theme.colors.secondary,
  color: theme.colors.onFill,
  textAlign: 'center',
  h2: { position: 'relative', margin: 0, fontSize: 30 },
  p: { position: 'relative', margin: '12px 0 0', fontSize: 18 },
});

const teaserStyle = css({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(18px) brightness(0.55)',
  transform: 'scale(1.15)',
});

const promptCta = css(ctaStyle, {
  position: 'relative',
  background: theme.colors.onFill,
  color: theme.colors.secondary,
  '&:focus-visible': { outline: `3px solid ${landerColors.focusOnDark}`, outlineOffset: 3 },
});

/** After a like (or three swipes): "It's a match? Sign up to see", over the member's blurred photo. */
export function SwipeMatchPrompt({
  member,
  signupHref,
}: {
  member: ProfileCard | null;
  signupHref: string;
}) {
  const { t } = useTranslation(LANDER_BLOCKS_NS);
  const cta = useRef<HTMLAnchorElement>(null);
  // The deck's buttons are gone: the focus goes where the next step is.
  useEffect(() => cta.current?.focus(), []);
  return (
    <section css={promptStyle} aria-labelledby="swipe-match-title" role="status">
      {member?.main_image && (
        <img css={teaserStyle} src={member.main_image.url} alt="" width={600} height={800} />
      )}
      <h2 id="swipe-match-title">{t('swipeDeck.matchTitle')}</h2>
      <p>{t('swipeDeck.matchBody')}</p>
      <Link ref={cta} to={signupHref} css={promptCta}>
        {t('swipeDeck.matchCta')}
      </Link>
    </section>
  );
}
