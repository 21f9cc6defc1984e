import type { ApiClient } from '../api-client/create-api-client';

const unexpected = (method: string) => (path: string) =>
  Promise.reject(new Error(`unexpected API call in test: ${method} ${path}`));

/** An API client that answers only the calls a test gives it; any other call rejects. */
export function strictApiClient(answers: Partial<ApiClient> = {}): ApiClient {
  return {
    get: unexpected('GET'),
    post: unexpected('POST'),
    put: unexpected('PUT'),
    delete: unexpected('DELETE'),
    beacon: () => undefined,
    ...answers,
  };
}
