import { ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './helper';

describe('app skeleton', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the health check', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { eventLoop: 'ok', databaseWrite: 'ok' },
    });
  });

  it('answers unknown API paths with the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope.php' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      messageKey: 'not_found',
    });
  });

  it('serves an OpenAPI document with the .php paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user.php', '/api/signup.php', '/api/settings.php']),
    );
    const userGet = doc.paths['/api/user.php'].get;
    expect(Object.keys(userGet.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
  });

  it('rejects malformed JSON without leaking internals', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('hides 5xx details', async () => {
    ctx.app.site.clearCache();
    const spy = jest
      .spyOn(ctx.app.site, 'settingsFor')
      .mockRejectedValueOnce(new Error('secret db detail'));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings.php' });
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'internal_error',
      messageKey: 'internal_error',
    });
  });

  it('fails loudly when an answer breaks its schema (outside production)', async () => {
    ctx.app.site.clearCache();
    const spy = jest
      .spyOn(ctx.app.site, 'settingsFor')
      .mockResolvedValueOnce({ name: 'x' } as never);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings.php' });
    spy.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
  });

  it('serves generated media', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/media/p/0_t.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});

describe('config', () => {
  it('names every bad value', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', PUBLIC_URL: 'nope', DATABASE_URL: 'mysql://x' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', PUBLIC_URL: 'nope', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('PUBLIC_URL');
      expect(problems).toContain('DATABASE_URL');
    }
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databasePath).toMatch(/data\/dating\.sqlite$/);
    expect(config.seedProfiles).toBe(2000);
  });
});
