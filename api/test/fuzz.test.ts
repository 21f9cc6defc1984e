import type { FastifyInstance } from 'fastify';
import { createTestApp, login, type TestContext } from './helper';

// Bad input must never answer 5xx: every operation of the OpenAPI document gets requests
// built from its own schemas, then broken (wrong types, non-finite and huge numbers, huge
// and empty strings, unknown fields, missing bodies, arrays for scalars), as a visitor and
// as a logged-in member. A seeded PRNG makes a run reproducible: FUZZ_SEED=<n> repeats one.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Requests per operation and role: 39 operations x 2 roles x 28 = 2,184 requests. */
const CASES = 28;

/** mulberry32: small, fast and good enough to pick test cases. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof prng>;

/** A JSON number text that JSON.stringify cannot write (1e309 parses to Infinity). */
class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text in which RawNumber values are written as they are. */
function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUGE = 'x'.repeat(100_000);
/** Values for a JSON body field. */
const HOSTILE_JSON: readonly unknown[] = [
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('-0'),
  new RawNumber('1e-400'),
  new RawNumber('9007199254740993'),
  new RawNumber('123456789012345678901234567890'),
  -1,
  0,
  2 ** 31,
  -(2 ** 63),
  0.5,
  '',
  ' ',
  HUGE,
  '\u0000',
  '💥'.repeat(300),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'Infinity',
  'NaN',
  '1e309',
  '-0',
  '2026-02-31',
  'not-an-email',
  null,
  true,
  false,
  [],
  [1, 2],
  ['a'],
  {},
  { nested: { deeper: [null] } },
];
/** Values for a query parameter (query strings only carry text). */
const HOSTILE_QUERY: readonly (string | string[])[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '-0',
  '0x10',
  '1e3',
  ' 1 ',
  '9007199254740993',
  '123456789012345678901234567890',
  '-1',
  '0',
  '0.5',
  '',
  HUGE.slice(0, 7_000),
  '%00',
  "' OR 1=1 --",
  'true',
  'null',
  '[]',
  '{}',
  ['1', '2'],
  ['', 'Infinity'],
];

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A value that (mostly) fits a schema: the starting point the cases break. */
function sample(schema: Schema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 5) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(random.pick(options), random, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || random.next() < 0.5) {
          result[name] = sample(property, random, depth + 1);
        }
      }
      return result;
    }
    case 'array':
      return Array.from({ length: random.int(3) }, () => sample(schema.items, random, depth + 1));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = schema.maximum ?? min + 100;
      const value = min + random.next() * (max - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      if (schema.format === 'email') return `fuzz${random.int(1e6)}@example.nl`;
      if (schema.format === 'date') return '1990-05-17';
      if (schema.format === 'date-time') return '2026-06-01T12:00:00.000Z';
      // An id (IdSchema, whatever its exact pattern): one of the seeded rows.
      if (schema.pattern && new RegExp(schema.pattern).test('1')) return String(1 + random.int(40));
      return 'abcdefghij'.slice(0, Math.max(schema.minLength ?? 3, 3));
    case 'null':
      return null;
    default:
      return 'x';
  }
}

interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: Schema; required: boolean }[];
  body: Schema | undefined;
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function queryString(params: Record<string, string | string[] | undefined>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(one)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The body with one of its schema's fields set to a hostile value, or a hostile body. */
function withBrokenField(body: unknown, schema: Schema | undefined, random: Random): unknown {
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return random.pick(HOSTILE_JSON);
  }
  return { ...body, [random.pick(names)]: random.pick(HOSTILE_JSON) };
}

/** One request to an operation: a fitting one, or one broken in a way the PRNG picks. */
function buildCase(operation: Operation, random: Random, index: number): Request {
  const query: Record<string, string | string[] | undefined> = {};
  for (const param of operation.query) {
    if (param.required || random.next() < 0.6) {
      const value = sample(param.schema, random);
      query[param.name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  let body: unknown = operation.body ? sample(operation.body, random) : undefined;
  let contentType: string | undefined = 'application/json';
  let raw: string | undefined;

  // The first case of each operation fits its schemas; the next ones put each special
  // number into every field; the others break something the PRNG picks.
  const special = SPECIAL[index - 1];
  const strategy = index === 0 ? 'fitting' : special ? 'special' : random.pick(STRATEGIES);
  const bodyFields = body !== null && typeof body === 'object' && !Array.isArray(body);
  switch (strategy) {
    case 'special':
      for (const param of operation.query) query[param.name] = special!.query;
      if (bodyFields) {
        for (const name of Object.keys(operation.body?.properties ?? {})) {
          (body as Record<string, unknown>)[name] = special!.json;
        }
      }
      break;
    case 'query-value':
      // An operation without a query gets a broken body field instead.
      if (operation.query.length > 0) {
        query[random.pick(operation.query).name] = random.pick(HOSTILE_QUERY);
      } else body = withBrokenField(body, operation.body, random);
      break;
    case 'body-value':
      body = withBrokenField(body, operation.body, random);
      break;
    case 'all-values':
      for (const param of operation.query) query[param.name] = random.pick(HOSTILE_QUERY);
      if (bodyFields) {
        for (const name of Object.keys(operation.body?.properties ?? {})) {
          (body as Record<string, unknown>)[name] = random.pick(HOSTILE_JSON);
        }
      }
      break;
    case 'missing':
      for (const param of operation.query) query[param.name] = undefined;
      if (bodyFields) body = {};
      break;
    case 'unknown-fields': {
      query[`unknown_${random.int(100)}`] = random.pick(HOSTILE_QUERY);
      const fields = toJson({
        ...(bodyFields ? (body as object) : {}),
        constructor: { prototype: { polluted: true } },
        [`unknown_${random.int(100)}`]: random.pick(HOSTILE_JSON),
      });
      // An own "__proto__" key, which an object literal cannot hold.
      raw = `{"__proto__":{"admin":true},${fields.slice(1)}`;
      break;
    }
    case 'scalar-body':
      body = random.pick(HOSTILE_JSON);
      break;
    case 'no-body':
      body = undefined;
      contentType = random.pick([undefined, 'application/json']);
      break;
    case 'bad-json':
      raw = random.pick(['{', '{"a":', 'NaN', '{"x":Infinity}', '\u0000', '[]]', '']);
      break;
    case 'wrong-type':
      contentType = random.pick(['text/plain', 'application/x-www-form-urlencoded', 'image/png']);
      raw = toJson(body ?? {});
      break;
    default:
      break;
  }

  const payload = raw ?? (body === undefined ? undefined : toJson(body));
  const headers: Record<string, string> = {};
  if (payload !== undefined && contentType) headers['content-type'] = contentType;
  return {
    method: operation.method,
    url: `${operation.path}${queryString(query)}`,
    headers,
    ...(payload !== undefined && !['GET', 'HEAD'].includes(operation.method) ? { payload } : {}),
  };
}
/** The numbers JSON Schema's "number" lets through unless a schema or the server stops them. */
const SPECIAL: readonly { query: string; json: unknown }[] = [
  { query: 'Infinity', json: new RawNumber('1e309') },
  { query: '-Infinity', json: new RawNumber('-1e309') },
  { query: '1e309', json: new RawNumber('-0') },
  { query: 'NaN', json: HUGE },
  { query: '-0', json: '' },
];
const STRATEGIES = [
  'query-value',
  'body-value',
  'body-value',
  'all-values',
  'missing',
  'unknown-fields',
  'scalar-body',
  'no-body',
  'bad-json',
  'wrong-type',
] as const;

async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
          requestBody?: { content?: Record<string, { schema: Schema }> };
        }
      >
    >;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

describe(`bad input never answers 5xx (OpenAPI fuzz, FUZZ_SEED=${SEED})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses non-finite numbers and ids past the database range as schema errors, and takes an empty PUT of the user', async () => {
    for (const value of ['Infinity', '-Infinity', '1e309']) {
      const response = await ctx.app.inject({ url: `/api/geocode.php?lat=${value}&lon=5` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: [{ field: 'lat', messageKey: 'field_invalid' }],
      });
    }
    // Ids stop at PostgreSQL's serial: one past it is a wrong id, not a database error.
    const cookie = await login(ctx.app);
    for (const [id, status] of [
      ['2147483648', 400],
      ['9007199254740993', 400],
      ['2147483647', 404],
    ] as const) {
      const like = await ctx.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie },
        payload: { profile_id: id },
      });
      expect([id, like.statusCode]).toEqual([id, status]);
    }
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie },
      payload: {},
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().user.email).toBe('demo@example.nl');
  });

  it('refuses a NUL character in any string as a schema error, on every database', async () => {
    const cookie = await login(ctx.app);
    for (const request of [
      {
        method: 'DELETE',
        url: '/api/push-subscription.php',
        payload: { endpoint: 'https://push.example/\u0000' },
      },
      { method: 'GET', url: '/api/search.php?network=web%00' },
    ]) {
      const response = await ctx.app.inject({ ...request, headers: { cookie } } as never);
      expect([request.url, response.statusCode]).toEqual([request.url, 400]);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    // The same request without the NUL reaches the route: no such subscription here.
    const clean = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push-subscription.php',
      headers: { cookie },
      payload: { endpoint: 'https://push.example/x' },
    });
    expect(clean.statusCode).toBe(404);
  });

  it('sends every operation broken input as a visitor and as a member', async () => {
    const random = prng(SEED);
    const operations = await operationsOf(ctx.app);
    expect(operations.length).toBeGreaterThanOrEqual(35);
    let member = await login(ctx.app);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const role of ['visitor', 'member'] as const) {
        for (let index = 0; index < CASES; index++) {
          const request = buildCase(operation, random, index);
          if (role === 'member') request.headers.cookie = member;
          const response = await ctx.app.inject(request as never);
          sent += 1;
          if (response.statusCode >= 500) {
            const shown = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
            failures.push(
              `${response.statusCode} ${role} ${request.method} ${shown(request.url)} ` +
                `${request.headers['content-type'] ?? '-'} ${shown(request.payload ?? '(no body)')}`,
            );
          }
          // A member whose session a case ended (logout) is logged in again for the next.
          const ended = response.cookies.some((c) => c.name === 'sid' && c.value === '');
          if (role === 'member' && ended) member = await login(ctx.app);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(2000);
    expect(failures).toEqual([]);
  }, 60_000);
});
