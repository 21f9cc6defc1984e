import { css } from '@emotion/react';
import { mediaUp, textControlStyle, theme } from '@dating/shared-contracts';

const focusRing = { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 };

/** The narrow centred card every account form sits in; full width on a phone. */
export const panelStyle = css({
  maxWidth: 440,
  margin: '24px auto',
  padding: 16,
  background: theme.colors.surface,
  borderRadius: theme.radius,
  color: theme.colors.text,
  [mediaUp('sm')]: { margin: '48px auto', padding: 32, border: `1px solid ${theme.colors.border}` },
  h1: { marginTop: 0, color: theme.colors.secondary, fontSize: 26 },
  // Text links only: a link styled as a button keeps its own colours.
  'p a, li a': { color: theme.colors.secondary, '&:focus-visible': focusRing },
});

export const formStyle = css({ display: 'grid', gap: 16 });

export const primaryButtonStyle = css({
  minHeight: 48,
  padding: '12px 20px',
  border: 'none',
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 17,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
});

/** The quieter full-size button beside a primary one: outlined in the secondary colour. */
export const outlineButtonStyle = css(primaryButtonStyle, {
  background: 'transparent',
  color: theme.colors.secondary,
  border: `2px solid ${theme.colors.secondary}`,
});

export const alertStyle = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
});

/**
 * "Saved" in a status line: the success green fails WCAG's 4.5:1 as text on white (2.5:1),
 * so the words take the text colour and the green only marks them (a ✓ drawn before them).
 */
export const savedStatusStyle = css({
  margin: 0,
  fontWeight: 600,
  color: theme.colors.text,
  '&:not(:empty)::before': {
    content: '"✓"',
    marginRight: 6,
    color: theme.colors.success,
    fontWeight: 700,
  },
});

/** A link that looks like the primary button, full width, 48 px high with its text centred. */
export const linkButtonStyle = css([
  primaryButtonStyle,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
  },
]);

/** A plain bordered button, for actions beside the form's main one. */
export const secondaryButtonStyle = css({
  minHeight: 44,
  padding: '8px 16px',
  border: `1px solid ${theme.colors.secondary}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.secondary,
  fontSize: 15,
  fontWeight: 600,
  fontFamily: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

/**
 * An input, text area or select: the shared text control (outlined, 16 px text, so mobile
 * Safari does not zoom), 48 px high.
 */
export const controlStyle = { ...textControlStyle, minHeight: 48 } as const;

/** A labelled select, as tall and as outlined as a text field. */
export const selectFieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  select: controlStyle,
});
