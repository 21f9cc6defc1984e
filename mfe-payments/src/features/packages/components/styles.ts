import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';

export const pageStyle = css({
  maxWidth: 960,
  margin: '0 auto',
  padding: 16,
  color: theme.colors.text,
  h1: { color: theme.colors.secondary, marginTop: 0 },
  'a:focus-visible, button:focus-visible': {
    outline: `3px solid ${theme.colors.primary}`,
    outlineOffset: 2,
  },
});

export { primaryButton as primaryLink } from '../../../components/action-styles';

export const secondaryLink = css({
  color: theme.colors.secondary,
  fontWeight: 600,
});

export const gridStyle = css({
  listStyle: 'none',
  padding: 0,
  margin: '24px 0',
  display: 'grid',
  gap: 16,
  gridTemplateColumns: '1fr',
  [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
});

export const cardStyle = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  boxSizing: 'border-box',
  padding: 16,
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  h2: { margin: 0, fontSize: 22, color: theme.colors.secondary },
  p: { margin: 0 },
  a: { marginTop: 'auto' },
});

export const popularCardStyle = css({ borderColor: theme.colors.primary, borderWidth: 2 });

export const tagRowStyle = css({ display: 'flex', gap: 8, flexWrap: 'wrap', minHeight: 24 });

export const tagStyle = css({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 12,
  fontSize: 13,
  fontWeight: 700,
  background: theme.colors.secondary,
  color: theme.colors.onFill,
});

export const badgeStyle = css(tagStyle, { background: theme.colors.primary });

export const bannerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 16px',
  padding: 16,
  borderRadius: theme.radius,
  background: theme.colors.warningBackground,
  color: theme.colors.warning,
  p: { margin: 0 },
  strong: { fontSize: 20 },
});

export const linksStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  padding: 0,
  listStyle: 'none',
});
