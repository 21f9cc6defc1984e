import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';

const focus = { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 };

export const articleStyle = css({
  maxWidth: 760,
  margin: '0 auto',
  padding: '16px 16px 32px',
  color: theme.colors.text,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  h1: { color: theme.colors.secondary, fontSize: 28, lineHeight: 1.25, margin: '8px 0 4px' },
  h2: { fontSize: 21, lineHeight: 1.3, margin: '32px 0 8px', scrollMarginTop: 16 },
  a: { color: theme.colors.secondary, fontWeight: 600 },
  'a:focus-visible, summary:focus-visible, [tabindex]:focus-visible': focus,
  ul: { paddingLeft: 24 },
  li: { margin: '4px 0' },
  '.table-scroll': { overflowX: 'auto', margin: '12px 0' },
  table: { borderCollapse: 'collapse', width: '100%', minWidth: 560, fontSize: 15 },
  caption: { textAlign: 'left', fontWeight: 600, padding: '0 0 8px' },
  'th, td': {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '8px 12px',
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  'thead th': { background: theme.colors.background },
  'tbody th': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 14 },
  details: {
    borderBottom: `1px solid ${theme.colors.border}`,
    padding: '4px 0',
    p: { margin: '4px 0 12px' },
  },
  summary: { cursor: 'pointer', fontWeight: 600, padding: '12px 0' },
  [mediaUp('md')]: { padding: '24px 24px 48px', h1: { fontSize: 34 } },
});

export const metaStyle = css({ color: theme.colors.textMuted, margin: '0 0 16px' });

export const publisherStyle = css({
  color: theme.colors.textMuted,
  fontSize: 14,
  margin: '40px 0 0',
  paddingTop: 16,
  borderTop: `1px solid ${theme.colors.border}`,
});

export const tocStyle = css({
  margin: '16px 0 24px',
  padding: '12px 16px',
  background: theme.colors.background,
  borderRadius: theme.radius,
  h2: { fontSize: 17, margin: '0 0 4px' },
  ol: { margin: 0, paddingLeft: 24 },
  a: { display: 'inline-block', padding: '4px 0' },
});
