import { ApiError, type ApiClient } from '@dating/shared-contracts';
import type { ServerRenderRequest } from '@dating/shared-contracts/registry';

/**
 * The API as a server render calls it: the in-process fetch the API hands over, as a
 * visitor, with no retries (the API is in the same process). Its errors are this bundle's
 * ApiError, so the remote's own `instanceof` checks hold. (The browser client's `fetch`
 * option does not reach ofetch, which takes it only as a global option, so it cannot serve.)
 */
export function serverApiClient(request: ServerRenderRequest): ApiClient {
  return {
    async request(method, path, { query, body } = {}) {
      const url = new URL(path, request.origin);
      for (const [name, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.set(name, String(value));
      }
      const response = await request.fetch(url, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const data: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new ApiError(response.status, data as never);
      return data;
    },
    beacon: () => undefined,
  };
}
