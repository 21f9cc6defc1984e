import { css } from '@emotion/react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { dialogBackdrop, dialogShadow } from '../theme/depth-tokens';
import { theme } from '../theme/tokens';

const dialogStyle = css({
  width: 'calc(100% - 24px)',
  maxWidth: 480,
  maxHeight: 'calc(100vh - 24px)',
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: dialogShadow,
  '&::backdrop': { background: dialogBackdrop },
  h2: { margin: '0 0 12px', fontSize: 20 },
  p: { margin: '0 0 12px' },
});

const bodyStyle = css({ padding: '20px 16px' });

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select';

/**
 * A modal dialog (for every remote) on the native `<dialog>` (`showModal()`: the page behind is inert, Tab stays
 * inside), labelled by its heading (`titleId` for the caller's `<h2>`). Mounted means open:
 * the focus moves to `[data-autofocus]` or the first control, Escape and a click on the
 * backdrop call `onClose`, and on unmount the focus returns to where it was.
 */
export function ModalDialog({
  onClose,
  wide = false,
  children,
}: {
  onClose: () => void;
  /** Room for a full-size photo. */
  wide?: boolean;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and jsdom) get an open, non-modal dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      css={[dialogStyle, wide && { maxWidth: 960 }]}
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog).
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close.current();
      }}
      onClick={(event) => {
        // The backdrop is the dialog element itself; its content sits in the inner box.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div css={bodyStyle}>{children(titleId)}</div>
    </dialog>
  );
}
