import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';
import type { BlockProps } from './block-props';
import { BLOCK_COLORS } from './block-colors';
import { CtaLink } from './cta-link';

export { ctaStyle } from './cta-link';

const heroStyle = css({
  maxWidth: 1100,
  margin: '0 auto',
  padding: '24px 16px',
  textAlign: 'center',
  'h1, h2': {
    margin: '0 0 8px',
    fontSize: 30,
    [mediaUp('md')]: { fontSize: 44 },
  },
  img: {
    display: 'block',
    width: '100%',
    maxWidth: 720,
    height: 'auto',
    margin: '0 auto 16px',
    borderRadius: theme.radius,
  },
});

/**
 * The plain hero: the headline (h1 when first), the subline and the call to action, under
 * the lander's hero image when it has one (sized, so nothing moves when it arrives).
 */
export function HeroBlock({ lander, signupHref, first }: BlockProps) {
  const Heading = first ? 'h1' : 'h2';
  const image = lander.heroImage;
  return (
    <section css={[heroStyle, { 'h1, h2': { color: BLOCK_COLORS[lander.theme].heading } }]}>
      {image && (
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          fetchPriority={first ? 'high' : 'auto'}
        />
      )}
      <Heading>{lander.copy.headline}</Heading>
      <p css={{ margin: '0 auto', maxWidth: 640, fontSize: 18 }}>{lander.copy.subline}</p>
      <CtaLink to={signupHref}>{lander.copy.cta}</CtaLink>
    </section>
  );
}
