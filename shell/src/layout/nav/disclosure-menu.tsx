import { css } from '@emotion/react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { menuShadow, theme } from '@dating/shared-contracts';

const wrapperStyle = css({ position: 'relative' });

const toggleStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 40,
  padding: '8px 12px',
  borderRadius: theme.radius,
  border: `2px solid ${theme.colors.onFill}`,
  background: 'transparent',
  color: theme.colors.onFill,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&::after': { content: '"▾"', fontSize: 12 },
});

const panelStyle = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 20,
  minWidth: 180,
  maxWidth: 'calc(100vw - 24px)',
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  boxShadow: menuShadow,
  'a, button': {
    display: 'block',
    width: '100%',
    padding: '12px',
    border: 0,
    borderRadius: 4,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  'a:hover, button:hover, a:focus-visible, button:focus-visible': {
    background: theme.colors.background,
    outline: `2px solid ${theme.colors.primary}`,
    outlineOffset: -2,
  },
  '[aria-current="true"]': { fontWeight: 700 },
});

/**
 * A disclosure (a button with aria-expanded that shows a list), not an ARIA menu: links
 * stay links and Tab moves through them. Escape or choosing an item closes it and gives
 * focus back to the button (the chosen item may vanish); a click or Tab outside closes it.
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  children,
}: {
  label: ReactNode;
  /** Accessible name when the visible label alone is not enough. */
  buttonLabel?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeAndFocus = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    closeAndFocus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={wrapper} css={wrapperStyle} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        css={toggleStyle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul id={id} css={panelStyle} hidden={!open}>
        {open && children(closeAndFocus)}
      </ul>
    </div>
  );
}
