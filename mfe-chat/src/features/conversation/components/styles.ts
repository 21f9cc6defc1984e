import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

const focus = { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 };

/** A link or button drawn as an outlined button, at least 44 px high for touch. */
export const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: '8px 16px',
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.primary,
  fontSize: 16,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focus,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
});

/** The filled button of the footer. */
export const primaryButtonStyle = css(buttonStyle, {
  background: theme.colors.primary,
  color: '#fff',
});

/** A small text button inside a bubble (report, retry), still 24 px for touch. */
export const smallButtonStyle = css({
  minHeight: 24,
  padding: '2px 6px',
  border: 'none',
  background: 'none',
  color: theme.colors.secondary,
  fontSize: 13,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focus,
});

/** The column the messages and the footer share: at most 800 px, centred. */
export const columnStyle = css({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 800,
  margin: '0 auto',
});

/** Read by screen readers, not shown. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
