import {
  staffAuditEndpoints,
  staffMembersEndpoints,
  staffOperatorConversationEndpoints,
  staffVerificationEndpoints,
  staffQueueEndpoints,
  staffRefundEndpoints,
  staffSessionEndpoints,
  staffTransparencyEndpoints,
  type Endpoint,
} from '@dating/shared-contracts/api';

/** A request as the fake network saw it. */
export interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  /** The `:name` segments of the endpoint's path. */
  readonly params: Readonly<Record<string, string>>;
}

export interface Reply {
  readonly status: number;
  readonly body?: unknown;
}

type Handler = (call: SeenCall) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const noContent = (): Reply => ({ status: 204 });
/** An error answer of the API's one shape. */
export const failure = (
  status: number,
  code: string,
  params?: Record<string, string | number>,
): Reply => ({
  status,
  body: { statusCode: status, code, messageKey: code, ...(params ? { params } : {}) },
});

/** A reply the test hands over when it chooses: to see what shows while a call is under way. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(staffSessionEndpoints),
  ...Object.values(staffQueueEndpoints),
  ...Object.values(staffAuditEndpoints),
  ...Object.values(staffTransparencyEndpoints),
  ...Object.values(staffMembersEndpoints),
  ...Object.values(staffRefundEndpoints),
  ...Object.values(staffOperatorConversationEndpoints),
  ...Object.values(staffVerificationEndpoints),
];

function matchOf(endpoint: Endpoint, method: string, path: string) {
  if (endpoint.method !== method) return null;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

const unexpected: string[] = [];

afterEach(() => {
  const calls = unexpected.splice(0);
  if (calls.length) throw new Error(`unexpected API calls in test:\n  ${calls.join('\n  ')}`);
});

/**
 * The network as the console sees it: `globalThis.fetch` answering the staff endpoints a
 * test gives handlers for, in the API's JSON shapes. Any other call fails the test.
 */
export function fakeStaffApi() {
  const handlers = new Map<Endpoint, Handler>();
  const calls: SeenCall[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://127.0.0.1:8180');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    for (const endpoint of ENDPOINTS) {
      const params = matchOf(endpoint, method, url.pathname);
      const handler = params && handlers.get(endpoint);
      if (!params || !handler) continue;
      const call: SeenCall = { method, path: url.pathname, query: url.searchParams, body, params };
      calls.push(call);
      const reply = await handler(call);
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      return {
        ok: reply.status >= 200 && reply.status < 300,
        status: reply.status,
        text: async () => text,
      } as Response;
    }
    unexpected.push(`${method} ${url.pathname}${url.search}`);
    throw new TypeError('Failed to fetch');
  };
  globalThis.fetch = fetch as typeof globalThis.fetch;

  const api = {
    calls,
    /** Answers `endpoint` with `handler` from now on. */
    on(endpoint: Endpoint, handler: Handler | Reply) {
      handlers.set(endpoint, typeof handler === 'function' ? handler : () => handler);
      return api;
    },
    /** The calls of one endpoint, in order. */
    callsOf(endpoint: Endpoint) {
      return calls.filter((call) => matchOf(endpoint, call.method, call.path) !== null);
    },
  };
  return api;
}
