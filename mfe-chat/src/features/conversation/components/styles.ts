import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';
import { actionStyle } from '../../../components/action-style';

const focus = { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 };

/** A link or button drawn as an outlined button (the remote's one), disabled looking so. */
export const buttonStyle = css(actionStyle, {
  display: 'inline-flex',
  alignItems: 'center',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
});

/** The filled button of the footer. */
export const primaryButtonStyle = css(buttonStyle, {
  background: theme.colors.primary,
  color: theme.colors.onFill,
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
