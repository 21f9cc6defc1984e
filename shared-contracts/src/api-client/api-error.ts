/** The one error shape of the API: status, stable code, and a message key to translate. */
export interface ApiErrorBody {
  readonly statusCode: number;
  readonly code: string;
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly fields?: ReadonlyArray<{ readonly field: string; readonly messageKey: string }>;
}

export const AUTHENTICATION_REQUIRED = 'authentication_required';

export class ApiError extends Error {
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

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
