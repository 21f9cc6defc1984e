/** The one error shape of the API: status, stable code, and a message key to translate. */
export interface ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly fields?: ReadonlyArray<{ readonly field: string; readonly messageKey: string }>;
}

export const AUTHENTICATION_REQUIRED = 'authentication_required';

/**
 * Marks an ApiError across bundles: the shell's API client throws instances of the shell's
 * copy of this class, and each remote bundles its own copy of the contracts, so
 * `instanceof` would say no in every remote. A registered symbol is the same everywhere.
 */
const API_ERROR = Symbol.for('dating.api-error');

export class ApiError extends Error {
  readonly [API_ERROR] = true;
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly fields: ApiErrorBody['fields'];

  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(body?.code ?? `http_${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status === 0 ? 'network_error' : 'unknown_error');
    this.messageKey = body?.messageKey ?? 'generic_error';
    this.params = body?.params ?? {};
    this.fields = body?.fields;
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<symbol, unknown>)[API_ERROR] === true;
