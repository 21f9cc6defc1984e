import { css } from '@emotion/react';
import { buttonTones, focusRing, theme } from '@dating/shared-contracts';

/** A button or a link that acts like one: at least 48 px high, for a thumb at 360 px. */
const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: 2,
  minHeight: 48,
  padding: '12px 20px',
  borderRadius: theme.radius,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
} as const;

export const primaryButton = css({ ...button, ...buttonTones.primary });

export const secondaryButton = css({ ...button, ...buttonTones.secondary });

export const dangerButton = css({ ...button, ...buttonTones.danger });
