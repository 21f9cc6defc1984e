import { css } from '@emotion/react';
import { modalBackdrop } from '@dating/shared-contracts';

/** The dimmed layer behind every modal, and behind the status while a modal's code loads. */
export const backdropStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 12,
  background: modalBackdrop,
});
