import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { errorStyle, fieldStyle, hintStyle } from './styles';

interface Described {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  /** Why the value is refused; marks the control invalid and is read with it. */
  readonly error?: string | null;
  /** Read after the hint (the explanation's character count). */
  readonly extra?: ReactNode;
}

type Props = Described &
  (
    | { readonly multiline?: false; readonly input: InputHTMLAttributes<HTMLInputElement> }
    | { readonly multiline: true; readonly input: TextareaHTMLAttributes<HTMLTextAreaElement> }
  );

/** A labelled control whose hint, count and error are tied to it by `aria-describedby`. */
export function FormField(props: Props) {
  const { id, label, hint, error, extra } = props;
  const ids = { hint: `${id}-hint`, extra: `${id}-extra`, error: `${id}-error` };
  const describedBy =
    [error && ids.error, hint && ids.hint, extra && ids.extra].filter(Boolean).join(' ') ||
    undefined;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={ids.hint} css={hintStyle}>
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...props.input} {...shared} />
      ) : (
        <input {...props.input} {...shared} />
      )}
      {extra && (
        <p id={ids.extra} css={hintStyle}>
          {extra}
        </p>
      )}
      {error && (
        <p id={ids.error} css={errorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
