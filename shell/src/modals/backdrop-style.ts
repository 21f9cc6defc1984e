import { css } from '@emotion/react';

/** The dimmed layer behind every modal, and behind the status while a modal's code loads. */
export const backdropStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 12,
  background: 'rgba(20, 10, 14, 0.6)',
});
