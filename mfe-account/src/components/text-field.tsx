import { css } from '@emotion/react';
import type { InputHTMLAttributes } from 'react';
import { theme } from '@dating/shared-contracts';

const fieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  input: {
    minHeight: 48,
    padding: '10px 12px',
    // 16 px keeps mobile Safari from zooming into the field.
    fontSize: 16,
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius,
    color: theme.colors.text,
    background: theme.colors.surface,
    '&:focus-visible': { outline: `3px solid ${theme.colors.primary}`, outlineOffset: 1 },
  },
});

type Props = InputHTMLAttributes<HTMLInputElement> & {
  readonly id: string;
  readonly label: string;
};

/** A labelled input; the label is tied to the control by id. */
export function TextField({ id, label, ...input }: Props) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
