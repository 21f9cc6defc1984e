import { STAFF_REASON_MAX } from '@dating/shared-contracts/api';
import { fieldErrorStyle, fieldStyle, hintStyle } from '../../../lib/styles';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly error: string | null;
  readonly onChange: (value: string) => void;
}

/** The staff member's reason, kept in the audit as typed. */
export function ReasonField({ id, label, hint, value, error, onChange }: Props) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        value={value}
        maxLength={STAFF_REASON_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ''}${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} css={hintStyle}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} css={fieldErrorStyle}>
          {error}
        </p>
      )}
    </div>
  );
}
