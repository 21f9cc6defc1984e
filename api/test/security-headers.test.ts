import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_CSP, PERMISSIONS_POLICY } from '../src/plugins/security-headers.plugin';
import { createTestApp, type TestContext } from './helper';

const INDEX = '<!doctype html><html><head><title>x</title></head><body></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.filter(Boolean)]),
  );
}

describe('security headers', () => {
  let root: string;
  let ctx: TestContext;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'dating-headers-'));
    mkdirSync(path.join(root, 'shell'));
    mkdirSync(path.join(root, 'deploy', 'remotes'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'index.html'), INDEX);
    ctx = await createTestApp({
      profiles: 0,
      config: { shellDist: path.join(root, 'shell'), deployDir: path.join(root, 'deploy') },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });
  const page = (host = 'liefdevol.nl') => ctx.app.inject({ url: '/members', headers: { host } });

  it('gives the page a strict policy with a fresh nonce that its boot data carries', async () => {
    const [first, second] = [await page(), await page()];
    const csp = directives(first.headers['content-security-policy'] as string);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(
      csp['script-src']!.find((value) => value.startsWith("'nonce-")) ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).toContain(
      `<script id="boot-data" type="application/json" nonce="${nonce}">`,
    );
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://liefdevol.nl']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(first.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('gives an API answer a policy that loads nothing, without building one per request', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(API_CSP);
  });

  it('sends the other headers on pages and API answers alike, HSTS not on http', async () => {
    for (const response of [await page(), await ctx.app.inject({ url: '/api/health' })]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(PERMISSIONS_POLICY).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
    expect((await ctx.app.inject({ url: '/api/health' })).headers).toMatchObject({
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it("lets the page load from its domain's CDN", async () => {
    const row = await ctx.app.db
      .selectFrom('site_settings')
      .select('data')
      .where('domain', '=', 'herzlich.de')
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('site_settings')
      .set({
        data: JSON.stringify({ ...JSON.parse(row.data), cdn_prefix: 'https://cdn.herzlich.de/s/' }),
      })
      .where('domain', '=', 'herzlich.de')
      .execute();
    ctx.app.site.clearCache();
    const csp = directives(
      (await page('herzlich.de')).headers['content-security-policy'] as string,
    );
    for (const name of ['script-src', 'img-src', 'connect-src', 'style-src', 'media-src']) {
      expect([name, csp[name]]).toEqual([
        name,
        expect.arrayContaining(['https://cdn.herzlich.de']),
      ]);
    }
    expect(csp['connect-src']).toContain('ws://herzlich.de');
    // Another domain's page does not get that CDN.
    expect((await page()).headers['content-security-policy']).not.toContain('cdn.herzlich.de');
  });
});

// After the other app is closed: on PostgreSQL two test apps must not migrate side by side.
describe('security headers behind https', () => {
  it('sends HSTS and upgrades requests when PUBLIC_URL is https', async () => {
    const https = await createTestApp({
      seed: false,
      config: { publicUrl: 'https://liefdevol.nl' },
    });
    try {
      const response = await https.app.inject({ url: '/', headers: { host: 'liefdevol.nl' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['upgrade-insecure-requests']).toEqual([]);
      expect(csp['connect-src']).toEqual(["'self'", 'wss://liefdevol.nl']);
    } finally {
      await https.close();
    }
  });
});
