import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

/** A link or button drawn as an outlined button, at least 44 px high for touch. */
export const actionStyle = css({
  display: 'inline-block',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '12px 20px',
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.primary,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
});
