import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';

export const buttonStyle = css({
  // Links styled as buttons too: the 44 px include padding and border.
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '12px 20px',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.primary}`,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  textAlign: 'center',
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
});

export const secondaryButtonStyle = css(buttonStyle, {
  background: theme.colors.surface,
  color: theme.colors.primary,
});

export const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: '0 0 16px',
  [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  [mediaUp('xl')]: { gridTemplateColumns: 'repeat(6, 1fr)' },
});
