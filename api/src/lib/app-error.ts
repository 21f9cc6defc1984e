import type { ApiErrorCode, StaffErrorCode } from '@dating/shared-contracts/api';

export interface FieldError {
  field: string;
  messageKey: string;
}

/** An expected failure with the one error shape; anything else becomes internal_error. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode | StaffErrorCode,
    readonly params?: Record<string, string | number>,
    readonly fields?: FieldError[],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const authenticationRequired = () => new AppError(403, 'authentication_required');

/** A validation failure of one or more fields; messageKey per field is an error code. */
export const invalidFields = (fields: FieldError[]) =>
  new AppError(400, 'validation_failed', undefined, fields);
