import { css } from '@emotion/react';
import { mediaUp, textControlStyle, theme } from '@dating/shared-contracts';

/** The focus ring of the account forms' controls. */
export const focusRing = { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 };

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

export const alertStyle = css({
  margin: 0,
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
});

/**
 * An input, text area or select: the shared text control (outlined, 16 px text, so mobile
 * Safari does not zoom), 48 px high.
 */
export const controlStyle = { ...textControlStyle, minHeight: 48 } as const;
