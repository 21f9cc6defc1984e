import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

/** The focus ring of every control of the payments screens. */
export const focusRing = { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 };

/** A button or a link that acts like one: at least 48 px high, for a thumb at 360 px. */
const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: 2,
  minHeight: 48,
  padding: '10px 20px',
  borderRadius: theme.radius,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
} as const;

export const primaryButton = css({
  ...button,
  border: 0,
  background: theme.colors.primary,
  color: theme.colors.onFill,
});

export const secondaryButton = css({
  ...button,
  border: `2px solid ${theme.colors.secondary}`,
  background: theme.colors.surface,
  color: theme.colors.secondary,
});

export const dangerButton = css({
  ...button,
  border: 0,
  background: theme.colors.danger,
  color: theme.colors.onFill,
});
