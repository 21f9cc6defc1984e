import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_CONSOLE_CSP } from '../src/plugins/staff-console.plugin';
import { createTestApp, type TestContext } from './helper';
import { listenBoth } from './staff-kit';

describe("the staff console's files", () => {
  let ctx: TestContext;
  let member: string;
  let staff: string;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'staff-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Staff</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), 'console.log(1)');
    ctx = await createTestApp({ seed: false, config: { staffDist: dist } });
    ({ member, staff } = await listenBoth(ctx.app));
  });
  afterAll(() => ctx.close());

  it('answers every console route with its page, under a policy of its own origin only', async () => {
    for (const route of ['/', '/inbox', '/items/12?kind=photo']) {
      const page = await fetch(`${staff}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Staff</title>');
      expect(page.headers.get('content-security-policy')).toBe(STAFF_CONSOLE_CSP);
      expect(page.headers.get('cache-control')).toBe('no-cache, private');
    }
    expect(STAFF_CONSOLE_CSP).toContain("script-src 'self';");
  });

  it('serves its hashed scripts for a year, and no missing file or API path as the page', async () => {
    const script = await fetch(`${staff}/assets/main.1a2b3c4d.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${staff}/assets/gone.1a2b3c4d.js`)).status).toBe(404);
    expect((await fetch(`${staff}/staff-api/unknown`)).status).toBe(404);
    expect((await fetch(`${staff}/api/user.php`)).status).toBe(404);
    expect((await fetch(`${staff}/%2e%2e/%2e%2e/etc/passwd`)).status).not.toBe(500);
    const outside = await fetch(`${staff}/%2e%2e/%2e%2e/etc/passwd`);
    expect(await outside.text()).not.toContain('root:');
  });

  it('is never served on the member listener', async () => {
    const page = await fetch(`${member}/inbox`);
    expect(await page.text()).not.toContain('<title>Staff</title>');
    expect((await fetch(`${member}/assets/main.1a2b3c4d.js`)).status).toBe(404);
  });
});
