// The account forms' styles that the login form does not use, so that /login's first chunk
// does not carry them (form-styles.ts holds the ones it does).
import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';
import { controlStyle, focusRing, primaryButtonStyle } from './form-styles';

/** The quieter full-size button beside a primary one: outlined in the secondary colour. */
export const outlineButtonStyle = css(primaryButtonStyle, {
  background: 'transparent',
  color: theme.colors.secondary,
  border: `2px solid ${theme.colors.secondary}`,
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

/** A labelled select, as tall and as outlined as a text field. */
export const selectFieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  select: controlStyle,
});
