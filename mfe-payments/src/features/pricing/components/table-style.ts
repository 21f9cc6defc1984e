import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

/** A two-column table that stays readable at 360 px: no fixed widths, numbers right. */
export const tableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: 8,
  caption: {
    textAlign: 'left',
    fontWeight: 700,
    fontSize: 18,
    padding: '8px 0',
    color: theme.colors.secondary,
  },
  'th, td': {
    padding: '12px 8px',
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
  },
  'thead th': { color: theme.colors.textMuted, fontSize: 14, fontWeight: 600 },
  // The last column holds the number; a row's header cell is its first child, so it stays left.
  'td:last-child, th:last-child': { textAlign: 'right', whiteSpace: 'nowrap' },
  'tbody th': { fontWeight: 400 },
});
