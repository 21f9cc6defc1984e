// The multi-line and select fields, like `TextField`: a module of their own, so that /login's
// first chunk, whose form has only text fields, does not carry them.
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { selectFieldStyle } from './more-form-styles';
import { describeField, fieldStyle, type FieldProps } from './text-field';

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

/** A labelled multi-line input, like `TextField`. */
export function TextAreaField({ id, label, hint, error, ...textarea }: AreaProps) {
  const { control, texts } = describeField({ id, label, hint, error });
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <textarea {...textarea} {...control} />
      {texts}
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FieldProps;

/** A labelled select, like `TextField`. */
export function SelectField({ id, label, hint, error, children, ...select }: SelectProps) {
  const { control, texts } = describeField({ id, label, hint, error });
  return (
    <div css={selectFieldStyle}>
      <label htmlFor={id}>{label}</label>
      <select {...select} {...control}>
        {children}
      </select>
      {texts}
    </div>
  );
}
