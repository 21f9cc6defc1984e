import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

const focus = { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 };

/** The profile view's main action: filled in the primary colour. */
export const primaryButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  boxSizing: 'border-box',
  minHeight: 44,
  padding: '8px 16px',
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  '&[aria-pressed="true"]': { background: theme.colors.surface, color: theme.colors.secondary },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
  '&:focus-visible': focus,
});

/** Every other action: outlined. */
export const secondaryButton = css(primaryButton, {
  background: theme.colors.surface,
  color: theme.colors.secondary,
  borderColor: theme.colors.border,
  '&[aria-expanded="true"]': { borderColor: theme.colors.secondary },
});

export const panelStyle = css({
  marginTop: 12,
  padding: 16,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  h2: { fontSize: 18, margin: '0 0 8px', color: theme.colors.secondary },
  '&:focus-visible': focus,
});

export const alertStyle = css({
  margin: '8px 0 0',
  padding: '8px 12px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
  a: { color: theme.colors.secondary, fontWeight: 700 },
});
