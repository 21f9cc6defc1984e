import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { LIVE_CLOSE_GOING_AWAY, shutdown } from '../src/lifecycle/shutdown';
import { createTestApp, login, waitFor, type TestContext } from './helper';
import { listenLive, openSocket, type LiveClient } from './services/live-sockets';

/** A request the test lets finish when it chooses: a slow upload, a long search. */
function slowRoute() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  return {
    release,
    calls: () => calls,
    started: () => (calls > 0 ? true : undefined),
    register: (app: TestContext['app']) =>
      app.get('/slow', async () => {
        calls += 1;
        await released;
        return { finished: true };
      }),
  };
}

/** An HTTP/1.1 connection that writes requests as given and keeps all it receives. */
async function rawConnection(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (data) => (received += data.toString('utf8')));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  return {
    get: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    /** The status codes of the answers so far, in order (one body runs into the next head). */
    statuses: () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]),
    received: () => received,
    ended,
  };
}

/** Whether a new connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

const portOf = (ctx: TestContext) => (ctx.app.server.address() as AddressInfo).port;

describe('graceful shutdown (SIGTERM)', () => {
  const apps: TestContext[] = [];
  // Each test stops its own app; closing again only drops its PostgreSQL schema.
  afterAll(() => Promise.all(apps.map((ctx) => ctx.close())));

  async function app(options: Parameters<typeof createTestApp>[0] = {}) {
    const ctx = await createTestApp({ seed: false, ...options });
    apps.push(ctx);
    return ctx;
  }

  it('says draining at once and serves on while the balancer takes it out, then exits 0', async () => {
    const ctx = await app();
    const exit = shutdown(ctx.app, { drainMs: 1500, timeoutMs: 5000 });
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(await exit).toBe(0);
    await expect(ctx.app.inject({ url: '/api/health' })).rejects.toThrow();
  });

  /** An app listening on a free port with a request in flight on a connection of its own. */
  async function appWithRequestInFlight(options: Parameters<typeof createTestApp>[0] = {}) {
    const slow = slowRoute();
    const ctx = await app({ beforeReady: slow.register, ...options });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = portOf(ctx);
    const connection = await rawConnection(port);
    connection.get('/slow');
    await waitFor(slow.started, 'the slow request to start');
    return { ctx, port, slow, connection };
  }

  it('lets a request in flight finish with 200, refuses new connections and exits 0 after it', async () => {
    const { ctx, port, slow, connection } = await appWithRequestInFlight();
    const exit = shutdown(ctx.app, { drainMs: 0, timeoutMs: 5000 });
    await waitFor(() => (ctx.app.server.listening ? undefined : true), 'the listener to close');
    expect(await refused(port)).toBe(true);

    slow.release();
    // The answer closes its connection: kept alive, it would hold the shutdown up.
    await connection.ended;
    expect(connection.statuses()).toEqual(['200']);
    expect(connection.received()).toMatch(/\r\nconnection: close\r\n[\s\S]*\{"finished":true\}$/i);
    expect(await exit).toBe(0);
  });

  it('does not run a request that still comes on the open connection: it closes after the answer in flight', async () => {
    const { ctx, slow, connection } = await appWithRequestInFlight();
    const exit = shutdown(ctx.app, { drainMs: 0, timeoutMs: 5000 });
    await waitFor(() => (ctx.app.server.listening ? undefined : true), 'the listener to close');
    connection.get('/slow');
    slow.release();

    // The client sends it again on a new connection, which the balancer gives another instance.
    await connection.ended;
    expect(connection.statuses()).toEqual(['200']);
    expect(slow.calls()).toBe(1);
    expect(await exit).toBe(0);
  });

  it('closes live sockets with 1001 (going away), so that their clients reconnect elsewhere', async () => {
    const ctx = await app({ seed: true, profiles: 2 });
    const url = await listenLive(ctx.app);
    const clients: LiveClient[] = [];
    const socket = await openSocket(url, clients, await login(ctx.app));

    const exit = shutdown(ctx.app, { drainMs: 0, timeoutMs: 5000 });
    expect(await socket.closed).toBe(LIVE_CLOSE_GOING_AWAY);
    expect(await exit).toBe(0);
  });

  it('gives up after its deadline with exit code 1 and says so, when a request never ends', async () => {
    const { ctx, slow, connection } = await appWithRequestInFlight({ captureLogs: true });
    const started = Date.now();
    expect(await shutdown(ctx.app, { drainMs: 0, timeoutMs: 300 })).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(ctx.logs).toContainEqual(
      expect.objectContaining({ msg: 'shutdown took too long; exiting anyway', timeoutMs: 300 }),
    );
    // The test's own clean-up: the request ends and the close it waited for completes.
    slow.release();
    await connection.ended;
  });
});

describe('shutdown settings', () => {
  it('default to no drain and a 10 s deadline, and refuse a drain that leaves no time to stop', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 0, shutdownTimeoutMs: 10_000 });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(
      'SHUTDOWN_DRAIN_MS must be less than SHUTDOWN_TIMEOUT_MS',
    );
  });
});
