import type net from 'node:net';
import { LIVE_PATH } from '@dating/shared-contracts/api';
import { ConfigError, loadConfig } from '../src/config';
import { publicAddress, namesThisMachine, type Machine } from '../src/lib/public-address';
import { createTestApp, waitFor, type TestContext } from './helper';
import { CONSENT, choose, freePort, newKey } from './payments-kit';
import { openSocket, type LiveClient } from './services/live-sockets';

/** A machine called `devbox` with one LAN address, as os.networkInterfaces() would list it. */
const DEVBOX: Machine = { hostname: 'devbox', addresses: ['127.0.0.1', '::1', '192.168.1.20'] };
const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

describe('the public address (decision 0139)', () => {
  it('follows PORT without PUBLIC_URL, and HOST where it names one address', () => {
    const onPort = loadConfig({ PORT: '9101' });
    expect(onPort.publicUrl).toBe('http://localhost:9101');
    expect(onPort.publicUrlConfigured).toBe(false);
    expect(loadConfig({ PORT: '9101', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:9101');
    expect(loadConfig({ PORT: '9101', HOST: '192.168.1.20' }).publicUrl).toBe(
      'http://192.168.1.20:9101',
    );
    expect(loadConfig({ PORT: '9101', HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:9101');
    const set = loadConfig({ PORT: '9101', PUBLIC_URL: 'https://www.liefdevol.test/' });
    expect(set.publicUrl).toBe('https://www.liefdevol.test');
    expect(set.publicUrlConfigured).toBe(true);
  });

  it('must be set in production: the start fails naming PUBLIC_URL', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      SESSION_SECRET: 'a-production-session-secret',
      MAIL_WEBHOOK_SECRET: 'a-production-mail-webhook-secret',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL must be set with NODE_ENV=production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://liefdevol.nl' }).publicUrl).toBe(
      'https://liefdevol.nl',
    );
  });

  it('is the address a request came in on when that names this machine, on any port', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '9101' });
    const at = (host: string, protocol?: 'http' | 'https') =>
      publicAddress(request(host, protocol), config, DEVBOX);
    expect(at('127.0.0.1:9101')).toBe('http://127.0.0.1:9101');
    expect(at('localhost:9101')).toBe('http://localhost:9101');
    expect(at('[::1]:9101')).toBe('http://[::1]:9101');
    expect(at('192.168.1.20:9101')).toBe('http://192.168.1.20:9101');
    expect(at('DevBox.local:9101')).toBe('http://devbox.local:9101');
    expect(at('localhost:9101', 'https')).toBe('https://localhost:9101');
    // Another machine's name, a forged or broken Host: the default of PORT, never the header.
    for (const host of ['evil.example:9101', 'devbox.evil.example', '10.0.0.9:9101', 'a@b', '']) {
      expect([host, at(host)]).toEqual([host, 'http://localhost:9101']);
    }
    expect(namesThisMachine('127.3.2.1', DEVBOX)).toBe(true);
    expect(namesThisMachine('app.localhost', DEVBOX)).toBe(true);
  });

  it('is PUBLIC_URL whatever the request says, and never the Host header in production', () => {
    const configured = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://liefdevol.test' });
    expect(publicAddress(request('127.0.0.1:8080'), configured, DEVBOX)).toBe(
      'http://liefdevol.test',
    );
    const production = {
      ...configured,
      nodeEnv: 'production' as const,
      publicUrlConfigured: false,
    };
    expect(publicAddress(request('127.0.0.1:8080'), production, DEVBOX)).toBe(
      'http://liefdevol.test',
    );
  });
});

describe('an app on a port of its own without PUBLIC_URL, opened by IP', () => {
  let ctx: TestContext;
  let port: number;
  let origin: string;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({
      profiles: 3,
      config: {
        port,
        // What loadConfig makes of PORT alone.
        publicUrl: `http://localhost:${port}`,
        publicUrlConfigured: false,
        paymentProvider: 'test',
        testProvider: { duplicateRate: 0, webhookDelayMs: 0, settleDelayMs: 1000 },
      },
    });
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    host: string,
    cookie?: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: { host, ...(cookie ? { cookie } : {}) }, payload });

  async function mailsTo(email: string): Promise<{ kind: string; text: string }[]> {
    return (await ctx.app.inject({ url: `/api/outbox.php?to=${encodeURIComponent(email)}` })).json()
      .mails;
  }

  let counter = 0;
  async function signupAt(host: string) {
    counter += 1;
    const email = `address${counter}-${Date.now()}@example.com`;
    const response = await call('POST', '/api/signup.php', host, undefined, {
      email,
      name: `Address ${counter}`,
      password: 'secret-password',
      date_of_birth: '1990-01-01',
    });
    expect(response.statusCode).toBe(201);
    const session = response.cookies.find((c) => c.name === 'sid')!;
    // Served over http: a Secure cookie would never come back.
    expect(session.secure).toBeFalsy();
    const cookie = `sid=${session.value}`;
    return { email, cookie, userId: Number(response.json().user.id) };
  }

  it('mails the activation link to the address the member signed up on, and it works', async () => {
    const member = await signupAt(`127.0.0.1:${port}`);
    const [activation] = await mailsTo(member.email);
    const link = new RegExp(`${origin}/api/activate\\.php\\?token=[\\w%-]+`).exec(activation!.text);
    expect(link).not.toBeNull();
    // Followed over the network, as the member's browser would.
    const followed = await fetch(link![0], { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/activate/done');
    const status = await ctx.app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('active');
  });

  it('mails reset links to localhost on that port, and to the default for a stranger’s Host', async () => {
    const member = await signupAt(`localhost:${port}`);
    for (const [host, base] of [
      [`localhost:${port}`, `http://localhost:${port}`],
      [`127.0.0.1:${port}`, origin],
      ['evil.example', `http://localhost:${port}`],
    ] as const) {
      await call('POST', '/api/reset-password.php', host, undefined, { email: member.email });
      const [reset] = (await mailsTo(member.email)).filter(
        (mail) => mail.kind === 'password_reset',
      );
      expect([host, reset!.text]).toEqual([
        host,
        expect.stringContaining(`${base}/reset-password/do?token=`),
      ]);
    }
  });

  it('sends a purchase to the test provider on that address, and back to it paid', async () => {
    const member = await signupAt(`127.0.0.1:${port}`);
    const host = `127.0.0.1:${port}`;
    const offer = (await call('GET', '/api/credits.php', host, member.cookie)).json();
    const started = await call('POST', '/api/payment.php', host, member.cookie, {
      idempotency_key: newKey(),
      ...CONSENT,
      package_id: offer.packages[0].id,
      method: 'ideal',
    });
    expect(started.statusCode).toBe(200);
    const { payment, checkout_url } = started.json();
    expect(checkout_url).toMatch(new RegExp(`^${origin}/test-provider/checkout/tr_`));
    const sent = await ctx.app.db
      .selectFrom('test_provider_payments')
      .select(['redirect_url', 'webhook_url'])
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({
      redirect_url: `${origin}/transactions/${payment.id}`,
      webhook_url: `${origin}/api/payment-webhook.php`,
    });
    // The checkout page's own policy lets its form lead back there.
    const page = await fetch(checkout_url);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${origin};`);
    expect(await choose(checkout_url, 'paid')).toBe(`${origin}/transactions/${payment.id}`);
    // The webhook goes over the network to that address, and the receipt links there.
    await ctx.app.jobs.drain();
    const after = (
      await call('GET', `/api/payment.php?id=${payment.id}`, host, member.cookie)
    ).json();
    expect(after.payment.status).toBe('completed');
    const receipt = (await mailsTo(member.email)).find((mail) => mail.kind === 'payment_receipt');
    expect(receipt?.text).toContain(`${origin}/transactions/${payment.id}`);
  });

  it('carries the address to a mail a job writes later (the data export)', async () => {
    const member = await signupAt(`127.0.0.1:${port}`);
    await call('POST', '/api/data-export.php', `127.0.0.1:${port}`, member.cookie);
    await ctx.app.jobs.drain();
    const mail = (await mailsTo(member.email)).find((m) => m.kind === 'data_export');
    expect(mail?.text).toContain(`${origin}/api/data-export.php?token=`);
  });

  it('opens the live socket from the page’s own origin on that port, and from no other', async () => {
    const member = await signupAt(`127.0.0.1:${port}`);
    const url = `ws://127.0.0.1:${port}${LIVE_PATH}`;
    const own = await openSocket(url, clients, member.cookie, origin);
    await ctx.app.live.publish(member.userId, { type: 'credits', credits: 7 });
    expect(
      await waitFor(() => own.events.find((event) => event.type === 'credits'), 'credits'),
    ).toEqual({
      type: 'credits',
      credits: 7,
    });
    for (const foreign of [
      'http://localhost:8080',
      `http://127.0.0.1:${port + 1}`,
      'https://evil.example',
    ]) {
      await expect(openSocket(url, clients, member.cookie, foreign)).rejects.toThrow(
        /Unexpected server response: 403/,
      );
    }
  });
});

describe('the live socket in production', () => {
  it('opens for PUBLIC_URL and the site’s domains only, whatever the Host says', async () => {
    const ctx = await createTestApp({
      profiles: 0,
      config: { nodeEnv: 'production', publicUrl: 'https://app.liefdevol.test' },
    });
    const clients: LiveClient[] = [];
    try {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const url = `ws://127.0.0.1:${port}${LIVE_PATH}`;
      await expect(openSocket(url, clients, undefined, `http://127.0.0.1:${port}`)).rejects.toThrow(
        /403/,
      );
      const allowed = await openSocket(url, clients, undefined, 'https://app.liefdevol.test');
      expect(allowed).toBeDefined();
      // Behind an https PUBLIC_URL the session cookie is Secure, whatever the request's scheme.
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: {
          email: `secure-${Date.now()}@example.com`,
          name: 'Secure',
          password: 'secret-password',
          date_of_birth: '1990-01-01',
        },
      });
      expect(signup.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      clients.forEach((client) => client.close());
      await ctx.close();
    }
  });
});
