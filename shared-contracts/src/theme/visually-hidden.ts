import { css } from '@emotion/react';

/** Read by screen readers, not drawn: e.g. the words behind a badge's number, or which photo a short button text is about. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
