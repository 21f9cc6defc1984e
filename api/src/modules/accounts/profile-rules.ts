import type { FieldError } from '../../lib/app-error';
import { birthDateProblem as birthDateRule } from '@dating/shared-contracts/api';

/**
 * The rules for a profile name, at signup and when the member edits the profile: not
 * empty, not the e-mail address, not beginning with @. Null when the name is fine.
 */
export function nameProblem(name: string, email: string): FieldError | null {
  const trimmed = name.trim().toLowerCase();
  if (trimmed.length === 0) return { field: 'name', messageKey: 'field_required' };
  if (trimmed === email.trim().toLowerCase())
    return { field: 'name', messageKey: 'name_equals_email' };
  if (trimmed.startsWith('@')) return { field: 'name', messageKey: 'name_starts_with_at' };
  return null;
}

/** A real date (YYYY-MM-DD) of someone old enough (signup-rules.ts, the forms' rule too). */
export function birthDateProblem(
  value: string,
  today: Date,
  field = 'date_of_birth',
): FieldError | null {
  const problem = birthDateRule(value, today);
  return problem ? { field, messageKey: problem } : null;
}
