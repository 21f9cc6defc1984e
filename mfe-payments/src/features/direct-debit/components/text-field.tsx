import { css } from '@emotion/react';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { textControlStyle, theme } from '@dating/shared-contracts';

const fieldStyle = css({
  display: 'grid',
  gap: 6,
  label: { fontWeight: 600 },
  input: { ...textControlStyle, minHeight: 48 },
});

const hintStyle = css({ margin: 0, fontSize: 14, color: theme.colors.textMuted });
const errorStyle = css({ margin: 0, fontSize: 14, fontWeight: 600, color: theme.colors.danger });

type Props = InputHTMLAttributes<HTMLInputElement> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  /** Why the value was refused; marks the input invalid and is read with it. */
  readonly error?: string | null;
};

/** A labelled input whose hint and error are tied to it by `aria-describedby`. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { id, label, hint, error, className, ...input },
  ref,
) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={fieldStyle} className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
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
    </div>
  );
});
