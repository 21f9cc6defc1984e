import { useApiErrorMessage } from '@dating/platform/error-texts';
import type { FormEvent } from 'react';
import type { SubmitState } from '../lib/use-submit';
import { alertStyle, formStyle, primaryButtonStyle } from './form-styles';
import { TextField } from './text-field';

/**
 * One address and a button: the form that asks the API to mail a link (a password reset, a
 * reactivation). The server's refusal shows above the field; the address stays as typed.
 */
export function EmailRequestForm({
  id,
  label,
  submitLabel,
  submittingLabel,
  email,
  onEmailChange,
  state,
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  submittingLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  state: SubmitState<unknown>;
  onSubmit: (email: string) => void;
}) {
  const errorMessage = useApiErrorMessage();
  const submitting = state.status === 'submitting';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit(email.trim());
  }

  return (
    <form css={formStyle} onSubmit={submit} aria-busy={submitting}>
      {state.status === 'error' && (
        <p role="alert" css={alertStyle}>
          {errorMessage(state.error)}
        </p>
      )}
      <TextField
        id={id}
        label={label}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <button type="submit" css={primaryButtonStyle} disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
