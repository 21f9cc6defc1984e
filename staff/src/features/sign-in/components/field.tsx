import type { InputHTMLAttributes } from 'react';
import { fieldErrorStyle, fieldStyle, hintStyle } from '../../../lib/styles';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | null;
};

/** A labelled input whose hint and error are read with it. */
export function Field({ id, label, hint, error, ...input }: Props) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={fieldErrorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
