import { css } from '@emotion/react';
import { mediaUp, theme, withAlpha } from '@dating/shared-contracts';

/** The page's column below the hero. */
export const columnStyle = css({
  display: 'grid',
  gap: 24,
  maxWidth: 960,
  margin: '0 auto',
  padding: '24px 16px 40px',
});

/** "Chat gratis met …": the one call to action, as large as a thumb needs. */
export const chatCtaStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  width: '100%',
  maxWidth: 420,
  minHeight: 56,
  padding: '12px 24px',
  boxSizing: 'border-box',
  borderRadius: 999,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 19,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  boxShadow: `0 6px 18px ${withAlpha(theme.colors.secondary, 0.3)}`,
  '&:hover': { background: theme.colors.secondary },
  '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 3 },
});

export const headlineStyle = css({
  margin: 0,
  fontSize: 26,
  lineHeight: 1.2,
  color: theme.colors.secondary,
  [mediaUp('md')]: { fontSize: 38 },
});

export const mutedStyle = css({ margin: 0, color: theme.colors.textMuted });

export const sectionTitleStyle = css({
  margin: '0 0 12px',
  fontSize: 19,
  color: theme.colors.secondary,
});

/** A main photo filling a box whose size CSS fixes before it loads (no layout shift). */
export const coverPhotoStyle = css({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center top',
  background: theme.colors.border,
});
