import { css } from '@emotion/react';
import { buttonTones, focusRing, mediaUp, textControlStyle, theme } from '@dating/shared-contracts';

/** One column: the full width at 360 px, a readable measure on desktop. */
export const pageStyle = css({
  maxWidth: 720,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  lineHeight: 1.5,
  [mediaUp('md')]: { padding: '32px 16px' },
  h1: { margin: '0 0 12px', color: theme.colors.secondary, fontSize: 26, lineHeight: 1.25 },
  h2: { margin: '24px 0 8px', fontSize: 20 },
  'p a, li a': { color: theme.colors.secondary, '&:focus-visible': focusRing },
});

export const formStyle = css({ display: 'grid', gap: 20, marginTop: 24 });

export const hintStyle = css({ margin: 0, fontSize: 14, color: theme.colors.textMuted });

export const errorStyle = css({
  margin: 0,
  fontSize: 14,
  fontWeight: 600,
  color: theme.colors.danger,
});

export const fieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  input: { ...textControlStyle, minHeight: 48 },
  textarea: { ...textControlStyle, minHeight: 180, resize: 'vertical' },
});

export const choiceListStyle = css({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
  legend: { fontWeight: 600, padding: 0, marginBottom: 8 },
  [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr', legend: { gridColumn: '1 / -1' } },
});

/** A radio or checkbox with its words beside it, the whole row clickable. */
export const choiceStyle = css({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: 8,
  alignItems: 'start',
  minHeight: 44,
  padding: '12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  cursor: 'pointer',
  input: { width: 20, height: 20, margin: '2px 0 0', accentColor: theme.colors.primary },
  'input:focus-visible': focusRing,
  '&:has(input:checked)': { borderColor: theme.colors.primary },
});

export const alertStyle = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
  p: { margin: '0 0 8px' },
});

export const noticeStyle = css({
  margin: '16px 0',
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.warningBackground,
  color: theme.colors.text,
});

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minHeight: 48,
  padding: '12px 20px',
  borderRadius: theme.radius,
  fontSize: 16,
  fontWeight: 600,
  fontFamily: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
} as const;

export const primaryButton = css({
  ...button,
  ...buttonTones.primary,
  '&:hover:not(:disabled)': { background: theme.colors.secondary },
});

export const secondaryButton = css({ ...button, ...buttonTones.secondary });

/** Buttons side by side on desktop, stacked full width at 360 px. */
export const actionsStyle = css({
  display: 'grid',
  gap: 8,
  marginTop: 16,
  [mediaUp('sm')]: { display: 'flex', flexWrap: 'wrap' },
});

export const referenceStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  margin: '8px 0 16px',
  padding: 16,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  strong: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 24,
    letterSpacing: 1,
  },
});
