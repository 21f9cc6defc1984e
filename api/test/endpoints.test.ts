import Fastify from 'fastify';
import {
  endpoints,
  laterEndpoints,
  serverEndpoints,
  staffAdminEndpoints,
  staffEndpoints,
  staffOperatorEndpoints,
  staffSupportEndpoints,
  type Endpoint,
} from '@dating/shared-contracts/api';
import { endpointSchemas, schemasOf } from '@dating/shared-contracts/api-schemas';
import { authenticationRequired } from '../src/lib/app-error';
import { endpointRoute, endpointUrl } from '../src/lib/endpoint-route';
import { createTestApp, type TestContext } from './helper';

const registry: Endpoint[] = [
  ...Object.values(endpoints),
  ...Object.values(laterEndpoints),
  ...Object.values(serverEndpoints),
].flatMap((area) => Object.values(area));
const key = (method: string, path: string) => `${method} ${path}`;

/** Every `METHOD /api/...` the app serves, from Fastify's own route tree. */
function servedApiRoutes(ctx: TestContext): string[] {
  return ctx.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /(\/api\/\S+) \(([^)]+)\)/.exec(line);
      if (!match) return [];
      const [, path, methods] = match;
      // HEAD is Fastify's automatic twin of every GET.
      return methods!
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => key(method, path!));
    });
}

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
};

/** The smallest value the schema accepts, enough to get a request past validation. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties![name]!)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    default:
      // An id (IdSchema): whatever its exact pattern, it takes "1".
      if (schema.pattern && new RegExp(schema.pattern).test('1')) return '1';
      if (schema.pattern) return 'NL';
      if (schema.format === 'uri') return 'https://push.example/1';
      return 'x'.repeat(schema.minLength ?? 1);
  }
}

describe('endpoint registry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('names each method and path once', () => {
    const keys = registry.map((e) => key(e.method, e.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is registered by the app, every endpoint with its method and path', () => {
    const missing = registry.filter((e) => !ctx.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => key(e.method, e.path))).toEqual([]);
  });

  it('registers every staff endpoint, on the staff listener only', () => {
    const staff: Endpoint[] = [
      ...Object.values(staffEndpoints),
      ...Object.values(staffAdminEndpoints),
      ...Object.values(staffSupportEndpoints),
      ...Object.values(staffOperatorEndpoints),
    ].flatMap((area) => Object.values(area));
    const onStaff = (e: Endpoint) =>
      ctx.app.hasRoute({ method: e.method, url: e.path, constraints: { listener: 'staff' } });
    expect(staff.filter((e) => !onStaff(e)).map((e) => key(e.method, e.path))).toEqual([]);
    expect(staff.filter((e) => ctx.app.hasRoute({ method: e.method, url: e.path }))).toEqual([]);
  });

  it('lists every route the app serves under /api', () => {
    const listed = new Set(registry.map((e) => key(e.method, e.path)));
    const served = servedApiRoutes(ctx);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
  });

  // With valid input, what a visitor may call answers; the rest refuses (access.test.ts).
  it('says who may call each endpoint: a visitor is refused exactly the member endpoints', async () => {
    const refused: string[] = [];
    for (const endpoint of registry.filter((e) => !e.websocket)) {
      const { querystring, body } = schemasOf(endpoint);
      const response = await ctx.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        query: querystring
          ? (sample(querystring as JsonSchema) as Record<string, string>)
          : undefined,
        ...(body ? { payload: sample(body as JsonSchema) as object } : {}),
      });
      const { statusCode, code } = authenticationRequired();
      if (response.statusCode === statusCode && response.json().code === code) {
        refused.push(key(endpoint.method, endpoint.path));
      }
    }
    const members = registry.filter((e) => e.access === 'member' || e.access === 'activated');
    expect(refused.sort()).toEqual(members.map((e) => key(e.method, e.path)).sort());
  });

  it('gives the app the registry schemas (what the OpenAPI document shows)', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const { send } = endpoints.conversation;
    const operation = doc.paths[send.path][send.method.toLowerCase()];
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201']));
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties),
    ).toEqual(Object.keys(endpointSchemas.conversation.send.body.properties));
  });
});

describe('endpointRoute', () => {
  it('types the handler by the endpoint (checked by the compiler)', async () => {
    const app = Fastify();
    endpointRoute(app, endpoints.members.profile, {}, async (request) => {
      const id: string = request.query.id;
      // @ts-expect-error profile.php takes no other query
      void request.query.page;
      // @ts-expect-error nor a body
      void request.body.profile_id;
      return { profile: { id } as never };
    });
    // @ts-expect-error the answer must match the 200 schema
    endpointRoute(app, endpoints.chats.list, {}, async () => ({ chats: 'none' }));
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: endpointUrl(endpoints.members.profile) })).toBe(true);
    await app.close();
  });
});
