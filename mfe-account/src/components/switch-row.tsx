import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';

const rowStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  minHeight: 48,
  label: { flex: 1, cursor: 'pointer' },
  input: {
    appearance: 'none',
    flex: 'none',
    position: 'relative',
    width: 48,
    height: 28,
    margin: 0,
    borderRadius: 14,
    background: theme.colors.textMuted,
    cursor: 'pointer',
    transition: 'background 0.15s',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 22,
      height: 22,
      borderRadius: '50%',
      background: theme.colors.onFill,
      transition: 'transform 0.15s',
    },
    '&:checked': { background: theme.colors.primary },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
});

/**
 * An on/off setting: a checkbox shown and announced as a switch, with its label. While
 * `disabled` (a save under way) it keeps the keyboard focus and ignores changes.
 */
export function SwitchRow({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div css={rowStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={disabled || undefined}
        onChange={(event) => {
          if (!disabled) onChange(event.target.checked);
        }}
      />
    </div>
  );
}
