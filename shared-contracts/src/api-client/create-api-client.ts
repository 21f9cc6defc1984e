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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL of a call: base, path and the query's defined values. */
function urlOf(baseURL: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return `${baseURL}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** Bodies fetch sends as they are; anything else (objects, arrays) goes as JSON. */
const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof Blob ||
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

function requestInit(method: string, body: unknown, headers: Record<string, string>): RequestInit {
  if (body === undefined) return { method, headers, credentials: 'include' };
  if (isRawBody(body)) return { method, headers, body, credentials: 'include' };
  return {
    method,
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A JSON answer parsed, another answer as text, no answer as undefined. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Plain fetch: the client the shell hands every remote costs a first visit ~0.6 KB gzip
// instead of ofetch's ~3.8 KB (docs/decisions/0013-first-visit-budget.md).
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const retries = options.retries ?? HTTP_RETRIES;
  const base = options.retryBaseDelay ?? 250;
  const baseURL = options.baseURL ?? '';
  const send = (url: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(url, init);

  async function request<T>(method: string, path: string, body?: unknown, query?: Query) {
    const isUserCall = path.split('?')[0] === USER_CALL_PATH;
    const headers: Record<string, string> = isUserCall
      ? { [CLIENT_REQUEST_TYPE_HEADER]: CLIENT_REQUEST_TYPE }
      : {};
    const url = urlOf(baseURL, path, query);
    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null;
      try {
        response = await send(url, requestInit(method, body, headers));
      } catch {
        // The request never reached the server: worth repeating, as a gateway's 50x is.
      }
      const retry = response === null || RETRY_STATUS_CODES.includes(response.status);
      if (response?.ok) return (await bodyOf(response)) as T;
      if (retry && attempt < retries) {
        await wait(exponentialDelay(attempt, base));
        continue;
      }
      const data = response ? await bodyOf(response) : undefined;
      const apiError = new ApiError(
        response?.status ?? 0,
        typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined,
      );
      if (apiError.status === 403 && apiError.code === AUTHENTICATION_REQUIRED && !isUserCall) {
        options.onAuthenticationRequired?.();
      }
      throw apiError;
    }
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query) => request('POST', path, body, query),
    put: (path, body) => request('PUT', path, body),
    delete: (path, body) => request('DELETE', path, body),
    beacon: (path, body) => {
      const url = `${baseURL}${path}`;
      const payload = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, payload)) return;
      void send(url, { ...requestInit('POST', body, {}), keepalive: true }).catch(() => {});
    },
  };
}
