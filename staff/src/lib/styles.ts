import { css } from '@emotion/react';
import { focusRing, textControlStyle } from '@dating/shared-contracts';
import { mediaUp, theme } from '@dating/shared-contracts/theme';

const { colors } = theme;

/** Every control is at least this high: a finger's size (WCAG 2.5.5). */
export const CONTROL_HEIGHT = 44;

export const pageStyle = css({
  'html, body': { margin: 0 },
  body: {
    fontFamily: theme.font,
    fontSize: 16,
    lineHeight: 1.5,
    background: colors.background,
    color: colors.text,
  },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible':
    focusRing,
  a: { color: colors.secondary },
});

const buttonBase = {
  minHeight: CONTROL_HEIGHT,
  padding: '8px 16px',
  borderRadius: theme.radius,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
} as const;

export const primaryButtonStyle = css(buttonBase, {
  border: 0,
  background: colors.primary,
  color: colors.onFill,
});

export const secondaryButtonStyle = css(buttonBase, {
  border: `2px solid ${colors.secondary}`,
  background: colors.surface,
  color: colors.secondary,
});

/** A link that reads as the secondary button (back to the inbox, open again). */
export const buttonLinkStyle = css(secondaryButtonStyle, {
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
});

export const panelStyle = css({
  background: colors.surface,
  border: `1px solid ${colors.border}`,
  borderRadius: theme.radius,
  padding: 16,
  [mediaUp('md')]: { padding: 24 },
});

export const alertStyle = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: colors.dangerBackground,
  color: colors.danger,
  fontWeight: 600,
});

export const noticeStyle = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: colors.warningBackground,
  color: colors.warning,
  fontWeight: 600,
});

export const fieldStyle = css({
  display: 'grid',
  gap: 4,
  label: { fontWeight: 600 },
  'input, select, textarea': { ...textControlStyle, minHeight: CONTROL_HEIGHT },
});

export const hintStyle = css({ margin: 0, fontSize: 14, color: colors.textMuted });

export const fieldErrorStyle = css({
  margin: 0,
  fontSize: 14,
  fontWeight: 600,
  color: colors.danger,
});

export const formStyle = css({ display: 'grid', gap: 16 });

export const mutedStyle = css({ color: colors.textMuted });

/** A fieldset of radio buttons: its legend as a label, each choice a 44 px touch target. */
export const radioGroupStyle = css({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'grid',
  gap: 4,
  legend: { fontWeight: 600, padding: 0, marginBottom: 4 },
  label: { display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, cursor: 'pointer' },
  input: { width: 20, height: 20, margin: 0, accentColor: colors.secondary },
});

/** A definition list of facts: each term beside its value, a long value wrapped anywhere. */
export const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 12px',
  margin: 0,
  dt: { fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});

/** Photos as a grid of 3:4 tiles, as many to a row as fit. */
export const photoGridStyle = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  img: {
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    borderRadius: theme.radius,
    background: colors.background,
  },
});
