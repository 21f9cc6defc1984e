import { ofetch } from 'ofetch';
import type { ApiClient, ApiQuery } from '@dating/shared-contracts';
import { AUTHENTICATION_REQUIRED, ApiError, type ApiErrorBody } from '@dating/shared-contracts';

/** Header that the user calls (`/api/user.php`), and only they, carry: the client's kind. */
export const CLIENT_REQUEST_TYPE_HEADER = 'X-Client-Request-Type';
export const CLIENT_REQUEST_TYPE = 'spa';
export const USER_CALL_PATH = '/api/user.php';
export const HTTP_RETRIES = 5;

/**
 * The untyped calls of the client before the endpoint registry. Remote releases built
 * before it still call them on the shell's client (a rollback can bring one back), so the
 * client keeps answering them; new code cannot reach them through ApiClient.
 */
interface LegacyApiCalls {
  get(path: string, query?: ApiQuery): Promise<unknown>;
  post(path: string, body?: unknown, query?: ApiQuery): Promise<unknown>;
  put(path: string, body?: unknown): Promise<unknown>;
  delete(path: string, body?: unknown): Promise<unknown>;
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

  const request: ApiClient['request'] = async (method, path, { query, body } = {}) => {
    const isUserCall = path.split('?')[0] === USER_CALL_PATH;
    let attempt = 0;
    try {
      return await client<unknown>(path, {
        query,
        body: body as BodyInit | undefined,
        method,
        retry: retries,
        retryStatusCodes: RETRY_STATUS_CODES,
        retryDelay: () => exponentialDelay(attempt++, base),
        headers: isUserCall ? { [CLIENT_REQUEST_TYPE_HEADER]: CLIENT_REQUEST_TYPE } : {},
      });
    } catch (error) {
      const response = (error as { response?: Response; data?: unknown }).response;
      const answer = (error as { data?: unknown }).data as Partial<ApiErrorBody> | undefined;
      const apiError = new ApiError(
        response?.status ?? 0,
        typeof answer === 'object' ? answer : undefined,
      );
      if (apiError.status === 403 && apiError.code === AUTHENTICATION_REQUIRED && !isUserCall) {
        options.onAuthenticationRequired?.();
      }
      throw apiError;
    }
  };

  const api: ApiClient & LegacyApiCalls = {
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, query) => request('POST', path, { body, query }),
    put: (path, body) => request('PUT', path, { body }),
    delete: (path, body) => request('DELETE', path, { body }),
    beacon: (path, body) => {
      const url = `${options.baseURL ?? ''}${path}`;
      const payload = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, payload)) return;
      void client(path, { method: 'POST', body: body as BodyInit, keepalive: true }).catch(
        () => {},
      );
    },
  };
  return api;
}
