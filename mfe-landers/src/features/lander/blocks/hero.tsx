import { css } from '@emotion/react';
import { Link } from '@dating/platform/router';
import { mediaUp, theme } from '@dating/shared-contracts';
import type { BlockProps } from './block-props';

const heroStyle = css({
  maxWidth: 1100,
  margin: '0 auto',
  padding: '24px 16px',
  textAlign: 'center',
  h1: {
    margin: '0 0 8px',
    fontSize: 30,
    color: theme.colors.secondary,
    [mediaUp('md')]: { fontSize: 44 },
  },
});

export const ctaStyle = css({
  display: 'block',
  maxWidth: 420,
  margin: '16px auto 0',
  padding: '16px 24px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: '#ffffff',
  fontSize: 20,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: '0 4px 14px rgba(121, 27, 45, 0.25)',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
});

/** The plain hero: the headline (h1 when first), the subline and the call to action. */
export function HeroBlock({ lander, signupHref, first }: BlockProps) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section css={heroStyle}>
      <Heading>{lander.copy.headline}</Heading>
      <p css={{ margin: '0 auto', maxWidth: 640, fontSize: 18 }}>{lander.copy.subline}</p>
      <Link to={signupHref} css={ctaStyle}>
        {lander.copy.cta}
      </Link>
    </section>
  );
}
