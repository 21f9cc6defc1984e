import {
  ApiError,
  type ApiClient,
  type ApiErrorBody,
  type ApiQuery,
} from '@dating/shared-contracts';
import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type StaffErrorCode,
} from '@dating/shared-contracts/api';

/** The staff API's answer to a call without a live staff session (decision 0160). */
export const AUTHENTICATION_REQUIRED: StaffErrorCode = 'staff_authentication_required';

export interface StaffApiOptions {
  /** Called when any call answers 401 staff_authentication_required: the session ended. */
  readonly onAuthenticationRequired?: () => void;
}

function withQuery(path: string, query: ApiQuery | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (!pairs.length) return path;
  return `${path}?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]))}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The console's transport: JSON over `fetch` to its own origin, with the staff cookie
 * (`same-origin`: the console and the staff API share the staff listener). Errors become
 * the contracts' ApiError, so `callEndpoint` and the screens read one shape. No retries: a
 * staff call that changes state must not run twice, and a failed read shows its retry.
 */
export function createStaffApi(options: StaffApiOptions = {}): ApiClient {
  const send = async (method: string, path: string, body?: unknown, keepalive = false) => {
    let response: Response;
    try {
      // Read at call time, not at import: the tests put their fake in place per test.
      response = await globalThis.fetch(path, {
        method,
        credentials: 'same-origin',
        keepalive,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(0, undefined);
    }
    const answer = await readJson(response);
    if (response.ok) return answer;
    const error = new ApiError(
      response.status,
      answer && typeof answer === 'object' ? (answer as Partial<ApiErrorBody>) : undefined,
    );
    if (error.status === 401 && error.code === AUTHENTICATION_REQUIRED) {
      options.onAuthenticationRequired?.();
    }
    throw error;
  };
  return {
    request: (method, path, { query, body } = {}) => send(method, withQuery(path, query), body),
    beacon: (path, body) => void send('POST', path, body, true).catch(() => {}),
  };
}

type InputArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * A typed call of an endpoint that answers 204 without a body (logout, release, undo), which
 * `callEndpoint` does not take: it is for calls with a JSON answer.
 */
export async function callWithoutAnswer<const E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<void> {
  const { query, body, params } = (input ?? {}) as {
    query?: ApiQuery;
    body?: unknown;
    params?: Record<string, unknown>;
  };
  await api.request(endpoint.method, endpointPath(endpoint, params), { query, body });
}
