import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';
import type { RemoteRegistry } from '@dating/shared-contracts/registry';
import { withDevOverrides } from '../src/modules/frontend/dev-override';
import { PRODUCTION_SECRETS, createTestApp, type TestContext } from './helper';

// Decision 0177: a developer's browser runs one remote from a dev server on their machine.

const INDEX =
  '<!doctype html><html lang=nl><head><title>Build title</title></head><body><div id="root"></div></body></html>';
const DEV_ENTRY = 'http://localhost:3101/remoteEntry.js';
const SET = `/__dev/override?remote=mfe-chat&entry=${encodeURIComponent(DEV_ENTRY)}`;

const release = (name: string, version: string, routes: object[]) => ({
  name,
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
  platform: '^1.0.0',
  routes,
  preload: [`/remotes/${name}/${version}/__federation_expose_app.js`],
});
const REGISTRY = {
  schemaVersion: 2,
  remotes: [
    {
      ...release('mfe-chat', '1.0.0', [
        { name: 'chats', path: '/chats', layout: 'default', membersArea: true },
      ]),
      ssr: 'server/render.cjs',
    },
    release('mfe-landers', '2.0.0', [
      { name: 'landers-variant', path: '/landers/:variant/:slug?', layout: 'lander' },
    ]),
  ],
};

const bootData = (html: string) => {
  const match =
    /<script id="boot-data" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as { registry: typeof REGISTRY };
};
const chatOf = (registry: typeof REGISTRY) =>
  registry.remotes.find((entry) => entry.name === 'mfe-chat')!;
/** The cookie a browser sends back after a Set-Cookie of these responses. */
const cookieOf = (setCookie: string | string[] | undefined) =>
  String([setCookie].flat()[0]).split(';', 1)[0]!;

/** An app serving the registry above, configured as with DEV_OVERRIDES set to `flag`. */
async function appWith(flag: string | undefined, config: Partial<AppConfig> = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dating-dev-override-'));
  const shellDist = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  mkdirSync(shellDist, { recursive: true });
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), INDEX);
  writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(REGISTRY));
  // What the configuration reads from DEV_OVERRIDES (its own test: config.test.ts).
  const devOverrides = flag === 'true';
  const ctx = await createTestApp({
    seed: false,
    config: { shellDist, deployDir, devOverrides, ...config },
  });
  return {
    ...ctx,
    async close() {
      await ctx.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A cookie naming a dev server for mfe-chat, as the override route would set it. */
const FORGED = (entry: string) =>
  `dev_override=${encodeURIComponent(JSON.stringify({ 'mfe-chat': entry }))}`;

describe('development overrides, where npm run dev turned them on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await appWith('true');
  });
  afterAll(() => ctx.close());

  async function overridden() {
    const set = await ctx.app.inject({ url: `${SET}&return=/chats` });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/chats');
    expect(String(set.headers['set-cookie'])).toMatch(/^dev_override=.*HttpOnly; SameSite=Lax/);
    return cookieOf(set.headers['set-cookie']);
  }

  it('points the remote at the dev server in the registry and the page, without preloads', async () => {
    const cookie = await overridden();
    const registry = (await ctx.app.inject({ url: '/registry.json', headers: { cookie } })).json();
    expect(chatOf(registry)).toEqual({
      name: 'mfe-chat',
      version: 'dev',
      entry: DEV_ENTRY,
      platform: '^1.0.0',
      routes: REGISTRY.remotes[0]!.routes,
    });
    // No server renderer for the dev build: the entry names none, so the page is not painted.
    expect(chatOf(registry)).not.toHaveProperty('ssr');
    expect(registry.remotes[1]).toMatchObject({
      version: '2.0.0',
      entry: REGISTRY.remotes[1]!.entry,
    });

    const page = await ctx.app.inject({ url: '/chats', headers: { cookie } });
    expect(chatOf(bootData(page.body).registry).entry).toBe(DEV_ENTRY);
    expect(page.body).not.toContain('rel="preload"');
    expect(await ctx.app.inject({ url: '/__dev/override', headers: { cookie } })).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ enabled: true, overrides: { 'mfe-chat': DEV_ENTRY } }),
    });
  });

  it('shows a banner outside the shell root, with a link that ends it', async () => {
    const cookie = await overridden();
    const page = await ctx.app.inject({ url: '/chats', headers: { cookie } });
    const banner = /<div id="dev-override" role="status"[^>]*>(.*?)<\/div><\/body>/.exec(page.body);
    expect(banner?.[1]).toContain(
      '<b>mfe-chat</b> from <code>http://localhost:3101/remoteEntry.js',
    );
    expect(banner?.[1]).toMatch(
      /<a href="\/__dev\/override\/clear\?return=%2Fchats"[^>]*>stop<\/a>$/,
    );
    expect(page.body).toContain('<div id="root"></div>');

    const plain = await ctx.app.inject({ url: '/chats' });
    expect(plain.body).not.toContain('dev-override');
  });

  it('widens the page policy to the dev server only while the override is active', async () => {
    const cookie = await overridden();
    const policy = String(
      (await ctx.app.inject({ url: '/chats', headers: { cookie } })).headers[
        'content-security-policy'
      ],
    );
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' http:\/\/localhost:3101;/);
    expect(policy).toMatch(
      /connect-src 'self' ws:\/\/\S+ http:\/\/localhost:3101 ws:\/\/localhost:3101;/,
    );

    const plain = String(
      (await ctx.app.inject({ url: '/chats' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('3101');
  });

  it('ends the override with the stop link', async () => {
    const cookie = await overridden();
    const clear = await ctx.app.inject({
      url: '/__dev/override/clear?return=%2Fchats',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(clear.statusCode).toBe(303);
    expect(clear.headers.location).toBe('/chats');
    expect(String(clear.headers['set-cookie'])).toMatch(/^dev_override=; Path=\/; Max-Age=0/);
    const after = cookieOf(clear.headers['set-cookie']);
    const registry = (
      await ctx.app.inject({ url: '/registry.json', headers: { cookie: after } })
    ).json();
    expect(chatOf(registry).version).toBe('1.0.0');
  });

  it.each([
    ['http://evil.example/remoteEntry.js', 'evil.example is not a loopback address'],
    ['http://192.168.1.20:3101/remoteEntry.js', '192.168.1.20 is not a loopback address'],
    ['javascript:alert(1)', 'javascript: is not http: or https:'],
    ['http://localhost:3101/remoteEntry.js?x=1', 'is not a plain URL of a .js file'],
  ])('refuses the dev server %s, saying why', async (entry, why) => {
    const response = await ctx.app.inject({
      url: `/__dev/override?remote=mfe-chat&entry=${encodeURIComponent(entry)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(why);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown remote, one without a release, and a request from another site', async () => {
    const unknown = await ctx.app.inject({ url: '/__dev/override?remote=Mfe_X&entry=x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('"Mfe_X" is no remote name');
    const unreleased = await ctx.app.inject({
      url: `/__dev/override?remote=mfe-payments&entry=${encodeURIComponent(DEV_ENTRY)}`,
    });
    expect(unreleased.statusCode).toBe(409);
    expect(unreleased.body).toContain('mfe-payments has no release in this deployment');
    const crossSite = await ctx.app.inject({
      url: SET,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a cookie that names a dev server on another machine', async () => {
    const cookie = FORGED('http://evil.example/remoteEntry.js');
    const page = await ctx.app.inject({ url: '/chats', headers: { cookie } });
    expect(chatOf(bootData(page.body).registry).version).toBe('1.0.0');
    expect(page.headers['content-security-policy']).not.toContain('evil.example');
    expect(page.body).not.toContain('dev-override');
  });

  it('leads back to this site only', async () => {
    const response = await ctx.app.inject({
      url: `${SET}&return=${encodeURIComponent('//evil.example')}`,
    });
    expect(response.headers.location).toBe('/');
  });
});

describe('development overrides where they are off', () => {
  it('are not honoured without DEV_OVERRIDES=true, and the route says how to turn them on', async () => {
    const ctx = await appWith(undefined);
    try {
      const route = await ctx.app.inject({ url: SET });
      expect(route.statusCode).toBe(404);
      expect(route.body).toContain('Development overrides are off on this server');
      const cookie = FORGED(DEV_ENTRY);
      const page = await ctx.app.inject({ url: '/chats', headers: { cookie } });
      expect(chatOf(bootData(page.body).registry).version).toBe('1.0.0');
      expect(page.headers['content-security-policy']).not.toContain('3101');
      expect(page.body).not.toContain('dev-override');
    } finally {
      await ctx.close();
    }
  });

  it('are read from DEV_OVERRIDES=true, and never in production', () => {
    expect(loadConfig({ DEV_OVERRIDES: 'true' }).devOverrides).toBe(true);
    expect(loadConfig({}).devOverrides).toBe(false);
    expect(loadConfig({ DEV_OVERRIDES: 'yes' }).devOverrides).toBe(false);
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      DEV_OVERRIDES: 'true',
      ...PRODUCTION_SECRETS,
    });
    expect(production.devOverrides).toBe(false);
  });

  it('are never honoured in production, whatever DEV_OVERRIDES says', async () => {
    const ctx = await appWith('true', { nodeEnv: 'production' });
    try {
      const route = await ctx.app.inject({ url: SET, headers: { accept: 'application/json' } });
      expect(route.statusCode).toBe(404);
      expect(route.headers['set-cookie']).toBeUndefined();
      const cookie = FORGED(DEV_ENTRY);
      const registry = (
        await ctx.app.inject({ url: '/registry.json', headers: { cookie } })
      ).json();
      expect(chatOf(registry).version).toBe('1.0.0');
      const page = await ctx.app.inject({ url: '/landers/video', headers: { cookie } });
      expect(page.headers['content-security-policy']).not.toContain('3101');
      expect(page.body).not.toContain('dev-override');
    } finally {
      await ctx.close();
    }
  });
});

it("keeps a release's own layouts and drops its integrity, canary and earlier releases", () => {
  const layouts = [{ name: 'guestbook', header: 'logo', warning: false, footer: true }];
  const registry = {
    schemaVersion: 2,
    remotes: [
      {
        ...release('mfe-guestbook', '1.0.0', [
          { name: 'guestbook', path: '/guestbook', layout: 'guestbook' },
        ]),
        layouts,
        integrity: 'sha384-abc',
        earlier: [release('mfe-guestbook', '0.9.0', [])],
      },
    ],
  } as unknown as RemoteRegistry;
  const entry = 'http://127.0.0.1:3102/remoteEntry.js';
  expect(
    withDevOverrides(registry, [
      { remote: 'mfe-guestbook', entry, origin: 'http://127.0.0.1:3102' },
    ]).remotes[0],
  ).toEqual({
    name: 'mfe-guestbook',
    version: 'dev',
    entry,
    platform: '^1.0.0',
    routes: [{ name: 'guestbook', path: '/guestbook', layout: 'guestbook' }],
    layouts,
  });
});
