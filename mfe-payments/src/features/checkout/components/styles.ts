import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

export const pageStyle = css({
  maxWidth: 640,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  h1: { color: theme.colors.secondary, marginTop: 0 },
  h2: { fontSize: 18, margin: '24px 0 8px' },
  'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible': {
    outline: `3px solid ${theme.colors.primary}`,
    outlineOffset: 2,
  },
});

export { primaryButton, secondaryButton } from '../../../components/action-styles';

export const linkStyle = css({ color: theme.colors.secondary, fontWeight: 600 });

export const methodListStyle = css({
  listStyle: 'none',
  padding: 0,
  margin: '16px 0',
  display: 'grid',
  gap: 8,
  a: {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '12px 16px',
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
  },
  'a:hover': { borderColor: theme.colors.primary },
});

export const summaryStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '6px 16px',
  margin: 0,
  padding: 16,
  borderRadius: theme.radius,
  background: theme.colors.background,
  dd: { margin: 0, textAlign: 'right', whiteSpace: 'nowrap' },
  'dt:last-of-type, dd:last-of-type': { fontWeight: 700, fontSize: 18 },
});

export const fieldStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  label: { flexBasis: '100%', fontWeight: 600 },
  'input, select': {
    flex: '1 1 180px',
    minWidth: 0,
    padding: '12px',
    fontSize: 16,
    borderRadius: theme.radius,
    border: `1px solid ${theme.colors.border}`,
  },
  '[aria-invalid="true"]': { borderColor: theme.colors.danger },
});

export const consentStyle = css({
  border: 0,
  padding: 0,
  margin: '24px 0 0',
  legend: { fontWeight: 700, fontSize: 18, marginBottom: 8, padding: 0 },
  label: { display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 12 },
  input: { width: 22, height: 22, flex: 'none', margin: '2px 0 0' },
  'input[aria-invalid="true"]': { outline: `2px solid ${theme.colors.danger}`, outlineOffset: 2 },
  '> a': { display: 'inline-block', marginTop: 12 },
});

export const errorTextStyle = css({ color: theme.colors.danger, margin: '4px 0 0' });

export const alertStyle = css({
  margin: '16px 0',
  padding: 16,
  borderRadius: theme.radius,
  background: theme.colors.dangerBackground,
  color: theme.colors.danger,
  p: { margin: '0 0 8px' },
  a: { color: theme.colors.danger, fontWeight: 600, marginRight: 16 },
});

export const noteStyle = css({ color: theme.colors.textMuted, fontSize: 14 });
