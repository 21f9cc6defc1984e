import type { HttpMethod } from '../api/define-endpoint';

export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The transport the shell hands to every remote. Typed calls are built on it by each
 * package (callEndpoint), so it stays this small: remotes built at other times than the
 * shell depend on nothing else.
 */
export interface ApiClient {
  request(
    method: HttpMethod,
    path: string,
    options?: { readonly query?: ApiQuery; readonly body?: unknown },
  ): Promise<unknown>;
  /** Fire-and-forget that survives page hide (navigator.sendBeacon). */
  beacon(path: string, body: unknown): void;
}
