import type {
  CallableEndpoint,
  Endpoint,
  EndpointAnswer,
  EndpointInput,
} from '@dating/shared-contracts/api';
import type { ApiClient, ApiQuery } from '../api-client/api-client';

/** A request (or a beacon, method BEACON) as the client saw it. */
export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly query?: ApiQuery;
  readonly body?: unknown;
}

/** How a test answers one endpoint. */
export interface EndpointStub {
  readonly endpoint: Endpoint;
  readonly respond: (input: { query?: ApiQuery; body?: unknown }) => unknown;
}

/** Answers `endpoint` with what `respond` returns (or throws) for the call's query and body. */
export function answer<E extends CallableEndpoint>(
  endpoint: E,
  respond: (input: EndpointInput<E>) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>,
): EndpointStub {
  return { endpoint, respond: respond as EndpointStub['respond'] };
}

export interface StrictApiClient extends ApiClient {
  /** Every call in order, answered or not. */
  readonly calls: ApiCall[];
  count(endpoint: Endpoint): number;
}

// A path param (`:id`) matches any one segment.
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);

/** An API client that answers only the endpoints a test gives it; any other call rejects. */
export function strictApiClient(stubs: readonly EndpointStub[] = []): StrictApiClient {
  const calls: ApiCall[] = [];
  const matches = (endpoint: Endpoint, call: ApiCall) =>
    endpoint.method === call.method && pathPattern(endpoint.path).test(call.path);
  return {
    calls,
    count: (endpoint) => calls.filter((call) => matches(endpoint, call)).length,
    request: async (method, path, { query, body } = {}) => {
      const input = {
        ...(query !== undefined ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
      };
      const call: ApiCall = { method, path, ...input };
      calls.push(call);
      const stub = stubs.find(({ endpoint }) => matches(endpoint, call));
      if (!stub) throw new Error(`unexpected API call in test: ${method} ${path}`);
      return stub.respond(input);
    },
    beacon: (path, body) => void calls.push({ method: 'BEACON', path, body }),
  };
}
