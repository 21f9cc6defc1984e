import { css } from '@emotion/react';
import { buttonTones, focusRing, theme } from '@dating/shared-contracts';

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 44,
  padding: '8px 16px',
  borderRadius: theme.radius,
  fontSize: 16,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

export const primaryButton = css({ ...button, ...buttonTones.primary });

export const secondaryButton = css({ ...button, ...buttonTones.secondary });

export const dangerButton = css({ ...button, ...buttonTones.danger });

export const actionsStyle = css({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 16 });

export const alertStyle = css({
  margin: '12px 0 0',
  padding: '8px 12px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
});

export const iconButton = css({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.colors.secondary,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: theme.colors.background },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
});
