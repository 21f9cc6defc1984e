import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestContext } from './helper';

// Minified, as the build writes it.
const INDEX =
  '<!doctype html><html lang=nl><head><title>Build title</title></head><body></body></html>';
const ASSET = 'console.log("shell");';
const SOURCE_MAP = '{"version":3,"sources":["webpack://shell/src/secret-comments.ts"]}';
const MAPS = ['/main.0123abcd.js.map', '/remotes/mfe-chat/1.0.0/remoteEntry.js.map'];

/** A built shell and a deployment in a temporary folder, as `npm start` serves them. */
function fixture(): { shellDist: string; deployDir: string; root: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dating-frontend-'));
  const shellDist = path.join(root, 'shell');
  const deployDir = path.join(root, 'deploy');
  mkdirSync(path.join(shellDist, 'icons'), { recursive: true });
  mkdirSync(path.join(deployDir, 'remotes', 'mfe-chat', '1.0.0'), { recursive: true });
  writeFileSync(path.join(shellDist, 'index.html'), INDEX);
  writeFileSync(path.join(shellDist, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(path.join(shellDist, 'main.0123abcd.js'), ASSET);
  writeFileSync(path.join(shellDist, 'main.0123abcd.js.gz'), gzipSync(ASSET));
  writeFileSync(path.join(shellDist, 'main.0123abcd.js.map'), SOURCE_MAP);
  writeFileSync(path.join(shellDist, 'sw.js'), ASSET);
  writeFileSync(path.join(shellDist, 'sw.js.gz'), gzipSync(ASSET));
  writeFileSync(path.join(shellDist, 'icons', 'icon.svg'), '<svg/>');
  writeFileSync(
    path.join(shellDist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Dating', short_name: 'Dating', start_url: '/' }),
  );
  writeFileSync(
    path.join(deployDir, 'remotes', 'mfe-chat', '1.0.0', 'remoteEntry.js'),
    'var chat;',
  );
  writeFileSync(
    path.join(deployDir, 'remotes', 'mfe-chat', '1.0.0', 'remoteEntry.js.map'),
    SOURCE_MAP,
  );
  return { shellDist, deployDir, root };
}

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const PAGES = ['/', '/landers/video', '/members/12', '/login?next=%2Fchats', '/icons/'];
/** What a link preview, a health check and curl send: no Accept-Encoding, `*\/*` or nothing. */
const PLAIN_CLIENTS: [string, Record<string, string>][] = [
  ['accept */*', { accept: '*/*' }],
  ['no accept', {}],
  ['a browser without accept-encoding', { accept: BROWSER.accept }],
];

describe('the front end served by the API', () => {
  let ctx: TestContext;
  let dirs: ReturnType<typeof fixture>;
  beforeAll(async () => {
    dirs = fixture();
    ctx = await createTestApp({
      profiles: 0,
      config: { shellDist: dirs.shellDist, deployDir: dirs.deployDir },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dirs.root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url, headers: { host: 'liefdevol.nl', ...headers } });

  describe.each(PLAIN_CLIENTS)('to a plain client (%s)', (_name, headers) => {
    it.each(PAGES)('answers %s with the page', async (url) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache, private');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toContain('<title>Liefdevol</title>');
    });

    it('serves the files that exist', async () => {
      const asset = await get('/main.0123abcd.js', headers);
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(ASSET);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get('/icons/icon.svg', headers)).body).toBe('<svg/>');
      expect((await get('/remotes/mfe-chat/1.0.0/remoteEntry.js', headers)).body).toBe('var chat;');
    });
  });

  it('lets a browser keep a hashed shell script for a year, though it is sent precompressed', async () => {
    const asset = await get('/main.0123abcd.js', BROWSER);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A file without a content hash is asked again each time, compressed or not.
    const worker = await get('/sw.js', BROWSER);
    expect(worker.headers['content-encoding']).toBe('gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  const MISSES = [
    '/x.js',
    '/landers/missing.png',
    '/api/nope',
    '/remotes/nope/1.0.0/x.js',
    '/media/x',
  ];
  it.each(
    PLAIN_CLIENTS.slice(0, 2).flatMap(([name, headers]) =>
      MISSES.map((url) => [url, name, headers] as const),
    ),
  )('answers %s with the JSON 404 (%s)', async (url, _name, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('tells caches that a missing file differs for browsers', async () => {
    expect((await get('/x.js', { accept: '*/*' })).headers.vary).toBe('Accept');
    expect((await get('/x.js', BROWSER)).headers.vary).toBe('Accept');
    expect((await get('/members/12', BROWSER)).headers.vary).toBeUndefined();
  });

  it.each(['/', '/landers/video', '/members/12', '/x.js', '/index.html'])(
    'gives a browser the page for %s, uncached',
    async (url) => {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache, private');
      expect(response.body).toContain('<title>Liefdevol</title>');
    },
  );

  it('keeps the JSON 404 of /api for a browser too', async () => {
    const response = await get('/api/nope', BROWSER);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it.each(['/', '/landers/video'])('answers HEAD %s like GET, without a body', async (url) => {
    const response = await get(url, { accept: '*/*' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache, private');
    expect(response.body).toBe('');
    expect((await get('/x.js', {}, 'HEAD')).statusCode).toBe(404);
  });

  it('sends a pre-compressed file when the client accepts it', async () => {
    const response = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(gzipSync(ASSET));
  });

  it("titles the page with the requesting domain's name, escaped", async () => {
    const german = await get('/', { host: 'www.herzlich.de' });
    expect(german.body).toContain('<title>Herzlich</title>');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).not.toContain('Build title');

    await ctx.app.db
      .updateTable('site_settings')
      .set({
        data: JSON.stringify({ ...(await settingsOf('liefdevol.be')), name: 'Liefde & <Co>' }),
      })
      .where('domain', '=', 'liefdevol.be')
      .execute();
    ctx.app.site.clearCache();
    expect((await get('/members', { host: 'liefdevol.be' })).body).toContain(
      '<title>Liefde &amp; &lt;Co&gt;</title>',
    );
  });

  it('names the installable app after the requesting domain', async () => {
    const response = await get('/manifest.webmanifest', { host: 'herzlich.de' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      name: 'Herzlich',
      short_name: 'Herzlich',
      start_url: '/',
      lang: 'de',
    });
  });

  async function settingsOf(domain: string) {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select('data')
      .where('domain', '=', domain)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.data) as Record<string, unknown>;
  }
});

describe('the front end without site settings', () => {
  let ctx: TestContext;
  let dirs: ReturnType<typeof fixture>;
  beforeAll(async () => {
    dirs = fixture();
    // An empty database: the settings cannot be read.
    ctx = await createTestApp({
      seed: false,
      config: { shellDist: dirs.shellDist, deployDir: dirs.deployDir },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dirs.root, { recursive: true, force: true });
  });

  it('still serves the page, titled with the host name instead of a brand', async () => {
    const response = await ctx.app.inject({
      url: '/landers/video',
      headers: { host: 'www.liefdevol.nl:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>liefdevol.nl</title>');
    expect(response.body).toContain('<html lang=nl>');
  });
});

describe('source maps', () => {
  let dirs: ReturnType<typeof fixture>;
  beforeAll(() => {
    dirs = fixture();
  });
  afterAll(() => rmSync(dirs.root, { recursive: true, force: true }));

  async function appIn(nodeEnv: 'development' | 'production') {
    return createTestApp({
      profiles: 0,
      config: { nodeEnv, shellDist: dirs.shellDist, deployDir: dirs.deployDir },
    });
  }

  it('are not served in production, however asked for', async () => {
    const ctx = await appIn('production');
    try {
      const urls = [...MAPS, '/main.0123abcd.js.%6Dap', '/main.0123abcd.js.map?x=1'];
      for (const url of urls) {
        for (const headers of [{}, BROWSER, { 'accept-encoding': 'gzip' }]) {
          const response = await ctx.app.inject({ url, headers });
          expect([url, response.statusCode]).toEqual([url, 404]);
          expect(response.body).not.toContain('secret-comments');
        }
      }
      // The scripts themselves are served as before.
      expect((await ctx.app.inject({ url: '/main.0123abcd.js' })).body).toBe(ASSET);
      const entry = await ctx.app.inject({ url: '/remotes/mfe-chat/1.0.0/remoteEntry.js' });
      expect(entry.body).toBe('var chat;');
    } finally {
      await ctx.close();
    }
  });

  it('are served in development, for the browser tools', async () => {
    const ctx = await appIn('development');
    try {
      for (const url of MAPS) expect((await ctx.app.inject({ url })).body).toBe(SOURCE_MAP);
    } finally {
      await ctx.close();
    }
  });
});
