import { css } from '@emotion/react';
import { theme } from './tokens';

/**
 * The error page (status, message, a link home): the shell's, and a remote's
 * that answers an unknown path of its own (mfe-landers' `/{token}`), so both look the same.
 */
export const errorPageStyle = css({
  maxWidth: 640,
  margin: '48px auto',
  padding: '0 16px',
  textAlign: 'center',
  // The secondary colour: the primary one is under 4.5:1 on the page's background.
  a: { color: theme.colors.secondary, fontWeight: 600 },
});
