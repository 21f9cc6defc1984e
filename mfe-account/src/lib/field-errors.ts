import { isApiError } from '@dating/shared-contracts';

/**
 * Splits a refused form into error keys (of the errors namespace) per field of `fields`,
 * and says whether anything is left that belongs to no field and needs the form's alert.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfCode: Partial<Record<string, F>> = {},
): { fields: Partial<Record<F, string>>; general: boolean } {
  if (!isApiError(error)) return { fields: {}, general: true };
  const found: Partial<Record<F, string>> = {};
  for (const { field, messageKey } of error.fields ?? []) {
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= messageKey;
  }
  const codeField = fieldOfCode[error.code];
  if (codeField) found[codeField] ??= error.code;
  return { fields: found, general: Object.keys(found).length === 0 };
}
