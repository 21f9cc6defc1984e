/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTHENTICATION_REQUIRED, ApiError } from '@dating/shared-contracts';
import { CLIENT_REQUEST_TYPE_HEADER, createApiClient, exponentialDelay } from './create-api-client';

// A real HTTP server on a free local port; each test scripts its answers.
let server: Server;
let baseURL: string;
let answers: Array<{ status: number; body: unknown }>;
let seen: IncomingMessage[];
let bodies: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('latin1'));
      const answer = answers.shift() ?? { status: 200, body: { ok: true } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  answers = [];
  seen = [];
  bodies = [];
});

it('sends a FormData body as multipart/form-data, the file whole', async () => {
  const api = createApiClient({ baseURL, retryBaseDelay: 1 });
  const form = new FormData();
  form.append('photo', new Blob(['\xff\xd8 jpeg bytes'], { type: 'image/jpeg' }), 'me.jpg');
  await expect(api.request('POST', '/api/photos.php', { body: form })).resolves.toEqual({
    ok: true,
  });
  expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(bodies[0]).toContain('name="photo"; filename="me.jpg"');
  expect(bodies[0]).toContain('Content-Type: image/jpeg');
  expect(bodies[0]).toContain('jpeg bytes');
});

it('retries a failing call up to five times, then succeeds', async () => {
  answers = [503, 503, 502, 504, 503].map((status) => ({ status, body: {} }));
  const api = createApiClient({ baseURL, retryBaseDelay: 1 });
  await expect(api.request('GET', '/api/chats.php')).resolves.toEqual({ ok: true });
  expect(seen).toHaveLength(6);
});

it('gives up after five retries with the API error', async () => {
  answers = Array.from({ length: 6 }, () => ({
    status: 503,
    body: { statusCode: 503, code: 'internal_error', messageKey: 'internal_error' },
  }));
  const api = createApiClient({ baseURL, retryBaseDelay: 1 });
  await expect(api.request('GET', '/api/chats.php')).rejects.toMatchObject({
    status: 503,
    code: 'internal_error',
  });
  expect(seen).toHaveLength(6);
});

it('doubles the delay between retries', () => {
  expect([0, 1, 2, 3, 4].map((attempt) => exponentialDelay(attempt, 250))).toEqual([
    250, 500, 1000, 2000, 4000,
  ]);
});

it('does not repeat a lockout: a 429 reaches the caller at once', async () => {
  answers = [
    {
      status: 429,
      body: {
        statusCode: 429,
        code: 'too_many_attempts',
        messageKey: 'too_many_attempts',
        params: { minutes: 15 },
      },
    },
  ];
  const api = createApiClient({ baseURL, retryBaseDelay: 1 });
  const error = (await api
    .request('POST', '/api/user.php', { body: { email: 'a@b.nl', password: 'x' } })
    .catch((e: unknown) => e)) as ApiError;
  expect(error).toBeInstanceOf(ApiError);
  expect(error.params).toEqual({ minutes: 15 });
  expect(seen).toHaveLength(1);
});

it('sends the client request-type header on the user call only', async () => {
  const api = createApiClient({ baseURL });
  await api.request('GET', '/api/user.php');
  await api.request('GET', '/api/chats.php');
  expect(seen[0]?.headers[CLIENT_REQUEST_TYPE_HEADER.toLowerCase()]).toBe('spa');
  expect(seen[1]?.headers[CLIENT_REQUEST_TYPE_HEADER.toLowerCase()]).toBeUndefined();
});

it('logs out on 403 authentication_required, except for the user call itself', async () => {
  const forbidden = {
    status: 403,
    body: { statusCode: 403, code: AUTHENTICATION_REQUIRED, messageKey: AUTHENTICATION_REQUIRED },
  };
  const onAuthenticationRequired = jest.fn();
  const api = createApiClient({ baseURL, onAuthenticationRequired });
  answers = [forbidden, forbidden];
  await expect(api.request('GET', '/api/chats.php')).rejects.toMatchObject({
    code: AUTHENTICATION_REQUIRED,
  });
  await expect(api.request('GET', '/api/user.php')).rejects.toMatchObject({
    code: AUTHENTICATION_REQUIRED,
  });
  expect(onAuthenticationRequired).toHaveBeenCalledTimes(1);
});

it('sends the query string and the JSON body', async () => {
  const api = createApiClient({ baseURL });
  await api.request('PUT', '/api/user.php', { query: { push: 1 }, body: { language: 'de' } });
  expect(seen[0]?.method).toBe('PUT');
  expect(seen[0]?.url).toBe('/api/user.php?push=1');
  expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
});

it('still answers the untyped calls of remote releases built before the endpoint registry', async () => {
  const api = createApiClient({ baseURL }) as unknown as Record<
    'get' | 'post',
    (path: string, ...rest: unknown[]) => Promise<unknown>
  >;
  await expect(api.get('/api/chats.php', { page: 2 })).resolves.toEqual({ ok: true });
  await expect(api.post('/api/user.php', { email: 'a@b.nl' }, { push: 1 })).resolves.toEqual({
    ok: true,
  });
  expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
    'GET /api/chats.php?page=2',
    'POST /api/user.php?push=1',
  ]);
});
