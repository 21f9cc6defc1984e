import { css } from '@emotion/react';
import { mediaUp, theme } from '@dating/shared-contracts';

// Phone first: one pane at a time. From 768 px the list (at most 400 px) sits beside the
// chat, each pane with its own scroll. Media queries only, so the first paint is final.
const fullHeight = { height: ['100vh', '100dvh'] };

export const layoutStyle = css({
  display: 'flex',
  flexDirection: 'column',
  [mediaUp('md')]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 320px) minmax(0, 1fr)',
    ...fullHeight,
  },
  [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 400px) minmax(0, 1fr)' },
});

/** A conversation is open: on a phone it fills the screen (its top bar leads back). */
export const openLayoutStyle = css({ ...fullHeight });

/** Nothing to choose from (no chats, loading, logged out): the list alone, centred. */
export const aloneLayoutStyle = css({
  [mediaUp('md')]: { display: 'block', height: 'auto', maxWidth: 640, margin: '0 auto' },
});

export const listPaneStyle = css({
  padding: 16,
  background: theme.colors.surface,
  [mediaUp('md')]: {
    minHeight: 0,
    overflowY: 'auto',
    borderRight: `1px solid ${theme.colors.border}`,
  },
});

export const aloneListPaneStyle = css({ [mediaUp('md')]: { borderRight: 0 } });

export const hiddenOnPhone = css({
  display: 'none',
  [mediaUp('md')]: { display: 'block' },
});

export const conversationPaneStyle = css({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
});

export const pickPaneStyle = css({
  display: 'none',
  [mediaUp('md')]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    padding: 24,
    textAlign: 'center',
    background: theme.colors.background,
  },
});

export const titleStyle = css({ color: theme.colors.secondary, margin: '0 0 8px' });
