import { css } from '@emotion/react';
import { focusRing, mediaUp, theme } from '@dating/shared-contracts';

export { dangerButton, primaryButton, secondaryButton } from '../../../components/action-styles';

/** The column every after-pay screen sits in: full width at 360 px, a card on desktop. */
export const pageStyle = css({
  maxWidth: 720,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  [mediaUp('md')]: { padding: '32px 16px' },
  h1: { margin: '0 0 16px', color: theme.colors.secondary, fontSize: 26 },
  h2: { margin: '24px 0 8px', fontSize: 20 },
  'p a, li a, dd a': { color: theme.colors.secondary, '&:focus-visible': focusRing },
});

export const cardStyle = css({
  padding: 16,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  marginBottom: 16,
  'h2:first-of-type': { marginTop: 0 },
  [mediaUp('md')]: { padding: 24 },
});

/** Buttons side by side on desktop, stacked full width at 360 px. */
export const actionsStyle = css({
  display: 'grid',
  gap: 8,
  marginTop: 16,
  [mediaUp('sm')]: { display: 'flex', flexWrap: 'wrap' },
});

export const alertStyle = css({
  margin: '12px 0',
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
});

export const noticeStyle = css({
  margin: '12px 0',
  padding: '12px 16px',
  borderRadius: theme.radius,
  background: theme.colors.background,
});

export const mutedStyle = css({ color: theme.colors.textMuted });

/** Label and value pairs: two columns on desktop, label above value at 360 px. */
export const detailListStyle = css({
  display: 'grid',
  gap: '4px 16px',
  margin: 0,
  dt: { fontWeight: 600, color: theme.colors.textMuted },
  dd: { margin: '0 0 8px', overflowWrap: 'anywhere' },
  [mediaUp('sm')]: {
    gridTemplateColumns: 'minmax(140px, auto) 1fr',
    dd: { margin: 0 },
  },
});
