import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { E2E_DEPLOY_DIR, ROOT } from './helpers';

// The build checks the same budget (scripts/size-report.mjs).
const BUDGET = 200 * 1024;

// The JavaScript a first visit to /members really loads, measured in Chromium and
// counted as gzip -9 of each file served (the figure the build also prints).
test('a first visit to /members loads under 200 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // What the shell fetches ahead for the next area, once the loaded page has rested, is not
    // this visit's (decision 0176); everything the page itself runs is.
    const ahead = /prefetch/.test(response.request().headers()['sec-purpose'] ?? '');
    if (url.pathname.endsWith('.js') && !ahead) scripts.push(url.pathname);
  });
  await page.goto('/members');
  await expect(
    page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  const fileOf = (pathname: string) =>
    pathname.startsWith('/remotes/')
      ? path.join(E2E_DEPLOY_DIR, pathname)
      : path.join(ROOT, 'shell', 'dist', pathname);
  const sizes = scripts.map((pathname) => {
    const data = readFileSync(fileOf(pathname));
    return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const gzip = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `first visit /members: ${scripts.length} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
  expect(gzip).toBeLessThan(BUDGET);
});
