import { css, type SerializedStyles } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { ctaStyle } from '../blocks/hero';
import type { BlockProps } from '../blocks/block-props';
import { landerColors } from '../../../theme/lander-tokens';

/** The call to action at the start of its column (the hero centres it), for dark backgrounds too. */
export const startCtaStyle = css(ctaStyle, {
  margin: '20px 0 0',
  textAlign: 'center',
  '&:focus-visible': { outline: `3px solid ${landerColors.focusOnDark}`, outlineOffset: 3 },
});

/**
 * What every design opens with: the headline (the page's h1 in its first block), the subline
 * and the call to action, styled by the block around it.
 */
export function LanderHeadline({
  lander,
  signupHref,
  first,
  ctaCss = startCtaStyle,
}: BlockProps & { ctaCss?: SerializedStyles }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <>
      <Heading>{lander.copy.headline}</Heading>
      <p>{lander.copy.subline}</p>
      <Link to={signupHref} css={ctaCss}>
        {lander.copy.cta}
      </Link>
    </>
  );
}
