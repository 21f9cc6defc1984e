import { css } from '@emotion/react';
import type { InputHTMLAttributes } from 'react';
import { theme } from '@dating/shared-contracts';
import { controlStyle } from './form-styles';

export const fieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  'input, textarea': controlStyle,
  textarea: { resize: 'vertical' },
});

const hintStyle = css({ margin: 0, fontSize: 14, color: theme.colors.textMuted });
const errorStyle = css({ margin: 0, fontSize: 14, fontWeight: 600, color: theme.colors.danger });

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  /** A short help text under the control. */
  readonly hint?: string;
  /** Why the value was refused; marks the control invalid and is read with it. */
  readonly error?: string | null;
}

/** The hint and error of a field, tied to its control by `aria-describedby`. */
export function describeField({ id, hint, error }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const texts = (
    <>
      {hint && (
        <p id={hintId} css={hintStyle}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={errorStyle}>
          {error}
        </p>
      )}
    </>
  );
  return { control, texts };
}

type Props = InputHTMLAttributes<HTMLInputElement> & FieldProps;

/** A labelled input; the label, hint and error are tied to the control. */
export function TextField({ id, label, hint, error, ...input }: Props) {
  const { control, texts } = describeField({ id, label, hint, error });
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input {...input} {...control} />
      {texts}
    </div>
  );
}
