import Fastify, { type FastifyInstance } from 'fastify';
import { firstUseCompilers } from './first-use-compilers';

const AJV = {
  customOptions: { allErrors: true, coerceTypes: 'array' as const, removeAdditional: true },
};

/** An app with the API's Ajv options, built with Fastify's compilers or the first-use ones. */
async function appWith(firstUse: boolean, routes: (app: FastifyInstance) => void) {
  const app = Fastify({
    ajv: AJV,
    ...(firstUse ? { schemaController: { compilersFactory: firstUseCompilers() } } : {}),
  });
  routes(app);
  await app.ready();
  return app;
}

const searchRoute = (app: FastifyInstance) => {
  app.post(
    '/search',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { country: { type: 'array', items: { type: 'string' } } },
        },
        body: {
          type: 'object',
          required: ['age'],
          properties: { age: { type: 'integer', minimum: 18 } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              countries: { type: 'array', items: { type: 'string' } },
              age: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { country: string[] };
      const body = request.body as { age: number };
      // A field the answer's schema does not name is left out of the answer.
      return { countries: query.country, age: body.age, secret: 'not in the schema' };
    },
  );
};

describe.each([
  ['Fastify’s compilers', false],
  ['first-use compilers', true],
])('%s', (_name, firstUse) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(firstUse, searchRoute);
  });
  afterAll(() => app.close());

  it('coerces, strips and serializes as the schemas say', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search?country=NL',
      payload: { age: '30', extra: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ countries: ['NL'], age: 30 });
  });

  it('refuses what breaks the schema, naming every field', async () => {
    const response = await app.inject({ method: 'POST', url: '/search', payload: { age: 12 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/age must be >= 18');
    const missing = await app.inject({ method: 'POST', url: '/search', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("body must have required property 'age'");
  });
});

describe('first-use compilers', () => {
  const brokenRoute = (app: FastifyInstance) => {
    app.post('/broken', { schema: { body: { type: 'no-such-type' } } }, async () => ({ ok: true }));
    app.get('/fine', async () => ({ ok: true }));
  };

  it('compile a route when it is first used, not when the app starts', async () => {
    await expect(appWith(false, brokenRoute)).rejects.toThrow(/no-such-type|type must be/);
    const app = await appWith(true, brokenRoute);
    expect((await app.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/broken', payload: {} })).statusCode).toBe(
      500,
    );
    await app.close();
  });

  it('give a second app of the process the same answers', async () => {
    const first = await appWith(true, searchRoute);
    const second = await appWith(true, searchRoute);
    for (const app of [first, second]) {
      const response = await app.inject({
        method: 'POST',
        url: '/search?country=BE',
        payload: { age: 40 },
      });
      expect(response.json()).toEqual({ countries: ['BE'], age: 40 });
    }
    await Promise.all([first.close(), second.close()]);
  });
});
