import { type ConfigError, loadConfig } from '../src/config';
import { createTestApp, type TestContext } from './helper';

// Behind a balancer, every answer says which instance gave it (INSTANCE_ID): the scale test
// (e2e/scale) proves with it which instance served whom.
describe('INSTANCE_ID', () => {
  let named: TestContext;
  let unnamed: TestContext;
  beforeAll(async () => {
    named = await createTestApp({ seed: false, config: { instanceId: 'api2' } });
    unnamed = await createTestApp({ seed: false });
  });
  afterAll(() => Promise.all([named.close(), unnamed.close()]));

  it('is answered as X-Instance on every response: a route, an error, an unknown path', async () => {
    for (const url of ['/api/health', '/api/user.php', '/api/no-such-call.php', '/nowhere']) {
      const response = await named.app.inject({ method: 'GET', url });
      expect({ url, instance: response.headers['x-instance'] }).toEqual({ url, instance: 'api2' });
    }
  });

  it('adds no header when unset', async () => {
    const response = await unnamed.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-instance']).toBeUndefined();
  });

  it('is read from the environment and must be a short, header-safe name', () => {
    expect(loadConfig({ INSTANCE_ID: 'api-1.eu_west' }).instanceId).toBe('api-1.eu_west');
    expect(loadConfig({}).instanceId).toBeUndefined();
    expect(() => loadConfig({ INSTANCE_ID: 'api 1\r\nX-Evil: 1' })).toThrow(
      expect.objectContaining({
        problems: [expect.stringMatching(/^INSTANCE_ID/)],
      }) as ConfigError,
    );
  });
});
