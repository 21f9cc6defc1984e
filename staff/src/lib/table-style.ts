import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts/theme';

const { colors } = theme;

/**
 * A table that is a list of cards on a phone (each cell after its heading, from `data-label`)
 * and a table from a tablet up; the column headings are read by screen readers on both.
 */
export const cardTableStyle = css({
  width: '100%',
  borderCollapse: 'collapse',
  background: colors.surface,
  caption: { textAlign: 'left', fontWeight: 600, padding: '8px 0' },
  'thead th': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  'tr, td, tbody th': { display: 'block' },
  tr: { borderBottom: `1px solid ${colors.border}`, padding: '8px 12px' },
  'td, tbody th': { padding: '2px 0', textAlign: 'left', overflowWrap: 'anywhere' },
  'td::before': { content: 'attr(data-label) ": "', fontWeight: 600, color: colors.textMuted },
  [mediaUp('md')]: {
    'thead th': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      overflow: 'visible',
      whiteSpace: 'normal',
      textAlign: 'left',
      padding: '8px 12px',
      borderBottom: `2px solid ${colors.border}`,
    },
    tr: { display: 'table-row', padding: 0 },
    'td, tbody th': { display: 'table-cell', padding: '8px 12px', verticalAlign: 'top' },
    'td::before': { content: 'none' },
  },
});
