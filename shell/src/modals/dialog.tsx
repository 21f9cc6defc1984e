import { css } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@dating/platform';
import { dialogShadow, theme } from '@dating/shared-contracts';
import { backdropStyle } from './backdrop-style';

const panelStyle = css({
  position: 'relative',
  width: '100%',
  maxWidth: 480,
  maxHeight: 'calc(100vh - 24px)',
  overflowY: 'auto',
  padding: '24px 20px',
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: dialogShadow,
  h2: { margin: '0 0 12px', fontSize: 22 },
  p: { margin: '0 0 12px' },
  '&:focus': { outline: 'none' },
});

const closeIconStyle = css({
  position: 'absolute',
  top: 6,
  right: 6,
  minWidth: 40,
  minHeight: 40,
  border: 0,
  background: 'transparent',
  fontSize: 26,
  lineHeight: 1,
  cursor: 'pointer',
  // The heading after the × keeps clear of it (the × reaches 46 px in from the panel's edge,
  // the panel's padding 20): on a phone a long title would otherwise run under it.
  '& + h2': { paddingRight: 32 },
});

export const primaryButtonStyle = css({
  display: 'inline-block',
  padding: '12px 20px',
  border: 0,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onFill,
  fontSize: 16,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
});

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** Tab and Shift+Tab wrap around inside the dialog, so focus never reaches the page behind. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog, labelled by the heading that gets `titleId`: focus moves into it and back to where it was on close; Escape and
 * the backdrop close it only while `closable`.
 */
export function Dialog({
  onClose,
  closable = true,
  fullScreen = false,
  children,
}: {
  onClose: () => void;
  closable?: boolean;
  fullScreen?: boolean;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, closable });
  latest.current = { onClose, closable };

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.closable) latest.current.onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      css={backdropStyle}
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={[
          panelStyle,
          fullScreen && { maxWidth: 'none', height: '100%', maxHeight: 'none', borderRadius: 0 },
        ]}
      >
        {children(titleId)}
      </div>
    </div>
  );
}

/** The × in a dialog's corner, labelled for screen readers. */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('alerts');
  return (
    <button type="button" css={closeIconStyle} aria-label={t('dismiss')} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
