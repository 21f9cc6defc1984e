// Bad requests built from the OpenAPI document: every operation's own schemas give a fitting
// request, which a seeded PRNG then breaks (wrong types, non-finite and huge numbers, huge
// and empty strings, unknown fields, missing bodies, arrays for scalars). The fuzz test sends
// them in-process; the soak test (e2e/soak) sends them over HTTP among its real traffic.

/** mulberry32: small, fast and good enough to pick test cases. */
export function prng(seed: number) {
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
export type Random = ReturnType<typeof prng>;

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

export interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: Schema; required: boolean }[];
  body: Schema | undefined;
}

export interface Request {
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
export function buildCase(operation: Operation, random: Random, index: number): Request {
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

/** The OpenAPI document as far as the cases read it. */
export interface OpenApiDocument {
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
}

/** Every operation of the document, with its query parameters and JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
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
