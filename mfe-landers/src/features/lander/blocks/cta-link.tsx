import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from '@dating/platform/router';
import { theme, withAlpha } from '@dating/shared-contracts';
import { landerColors } from '../../../theme/lander-tokens';

export const ctaStyle = css({
  display: 'block',
  maxWidth: 420,
  margin: '16px auto 0',
  padding: '16px 24px',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 20,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  boxShadow: `0 4px 14px ${withAlpha(theme.colors.secondary, 0.25)}`,
  '&:hover': { background: landerColors.ctaHover },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
});

/** The call to action: the signup, with the visit's traffic source (`signupHref`). */
export function CtaLink({
  to,
  children,
  look,
}: {
  readonly to: string;
  readonly children: ReactNode;
  /** A block's own look over the common one (the css prop would lose to the common one). */
  readonly look?: SerializedStyles;
}) {
  return (
    <Link to={to} css={[ctaStyle, look]}>
      {children}
    </Link>
  );
}
