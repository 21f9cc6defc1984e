import { ofetch, type FetchOptions } from 'ofetch';
import { AUTHENTICATION_REQUIRED, ApiError, type ApiErrorBody } from './api-error';

/** Header the user calls carry (spec section 7). */
export const CLIENT_REQUEST_TYPE_HEADER = 'X-Client-Request-Type';
export const CLIENT_REQUEST_TYPE = 'spa';
export const USER_CALL_PATH = '/api/user.php';
export const HTTP_RETRIES = 5;

type Query = Record<string, string | number | boolean | undefined>;

export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** Fire-and-forget that survives page hide (navigator.sendBeacon). */
  beacon(path: string, body: unknown): void;
}

export interface ApiClientOptions {
  readonly baseURL?: string;
  /** Called when a call other than the user call answers 403 authentication_required. */
  readonly onAuthenticationRequired?: () => void;
  readonly retries?: number;
  /** First retry delay in ms; each next retry doubles it. */
  readonly retryBaseDelay?: number;
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * Answers worth repeating: the request timed out or never reached the application
 * (a gateway answered). Network failures are retried as well. Never 429 (a lockout
 * or rate limit must reach the user at once) nor 500/409 (the server may have acted).
 */
const RETRY_STATUS_CODES = [408, 502, 503, 504];

export function exponentialDelay(attempt: number, base: number): number {
  return base * 2 ** attempt;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const retries = options.retries ?? HTTP_RETRIES;
  const base = options.retryBaseDelay ?? 250;
  const client = ofetch.create({
    baseURL: options.baseURL ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function request<T>(method: string, path: string, extra: FetchOptions<'json'>) {
    const isUserCall = path.split('?')[0] === USER_CALL_PATH;
    let attempt = 0;
    try {
      return await client<T>(path, {
        ...extra,
        method,
        retry: retries,
        retryStatusCodes: RETRY_STATUS_CODES,
        retryDelay: () => exponentialDelay(attempt++, base),
        headers: isUserCall ? { [CLIENT_REQUEST_TYPE_HEADER]: CLIENT_REQUEST_TYPE } : {},
      });
    } catch (error) {
      const response = (error as { response?: Response; data?: unknown }).response;
      const body = (error as { data?: unknown }).data as Partial<ApiErrorBody> | undefined;
      const apiError = new ApiError(
        response?.status ?? 0,
        typeof body === 'object' ? body : undefined,
      );
      if (apiError.status === 403 && apiError.code === AUTHENTICATION_REQUIRED && !isUserCall) {
        options.onAuthenticationRequired?.();
      }
      throw apiError;
    }
  }

  return {
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, query) => request('POST', path, { body: body as BodyInit, query }),
    put: (path, body) => request('PUT', path, { body: body as BodyInit }),
    delete: (path, body) => request('DELETE', path, { body: body as BodyInit }),
    beacon: (path, body) => {
      const url = `${options.baseURL ?? ''}${path}`;
      const payload = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, payload)) return;
      void client(path, { method: 'POST', body: body as BodyInit, keepalive: true }).catch(
        () => {},
      );
    },
  };
}
