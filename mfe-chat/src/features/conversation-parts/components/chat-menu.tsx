import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@dating/platform';
import { popoverShadow, theme } from '@dating/shared-contracts';
import { PARTS_NS } from '../parts-texts';
import { iconButton } from './styles';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
}

const menuStyle = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 10,
  minWidth: 220,
  margin: 0,
  padding: '4px 0',
  listStyle: 'none',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  boxShadow: popoverShadow,
  button: {
    display: 'block',
    width: '100%',
    minHeight: 44,
    padding: '12px 16px',
    border: 0,
    background: 'transparent',
    color: theme.colors.text,
    fontSize: 16,
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover, &:focus': { background: theme.colors.background, outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: -3 },
  },
});

/**
 * The top bar's "more" button and its menu (WAI-ARIA menu button): Enter, Space or the arrow
 * keys open it, the arrows, Home and End move, Escape closes it, and the focus goes back to
 * the button before an item runs (so a dialog it opens hands the focus back there).
 */
export function ChatMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation(PARTS_NS);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);

  const itemButtons = () => [...(menu.current?.querySelectorAll('button') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const all = itemButtons();
    (open === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = itemButtons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') closeToButton();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div css={{ position: 'relative' }}>
      <button
        ref={button}
        type="button"
        css={iconButton}
        aria-label={t('menu.button')}
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('menu.button')}
          css={menuStyle}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  closeToButton();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
