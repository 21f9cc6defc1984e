import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROOT, digestOf, liveVersion, runScript } from './helpers';

const shellDist = path.join(ROOT, 'shell', 'dist');

/** Opens a lander and says which release of mfe-landers the page ran. */
async function landerVersionRunning(
  page: Page,
): Promise<{ shown: string | null; fetched: string[] }> {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/remotes\/mfe-landers\/([^/]+)\//.exec(request.url());
    if (match?.[1] && !fetched.includes(match[1])) fetched.push(match[1]);
  });
  await page.goto('/landers/video');
  await expect(page.getByRole('heading', { name: 'Zien, klikken, chatten' })).toBeVisible();
  // The headline is in the server's paint before the remote runs: wait for the remote too.
  const outlet = page.locator('[data-outlet="mfe-landers"]');
  await expect(outlet).toHaveAttribute('data-remote-version', /.+/);
  const shown = await outlet.getAttribute('data-remote-version');
  return { shown, fetched };
}

test('a remote is released and rolled back alone; the shell is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const shellBefore = digestOf(shellDist);
  const first = liveVersion('mfe-landers');
  expect(first).toBeTruthy();

  runScript('scripts/release.mjs', 'mfe-landers');
  const second = liveVersion('mfe-landers');
  expect(second).not.toBe(first);
  expect(await landerVersionRunning(page)).toEqual({ shown: second, fetched: [second] });

  runScript('scripts/release.mjs', '--rollback', 'mfe-landers');
  expect(liveVersion('mfe-landers')).toBe(first);
  const afterRollback = await page.context().newPage();
  expect(await landerVersionRunning(afterRollback)).toEqual({ shown: first, fetched: [first] });

  expect(digestOf(shellDist)).toBe(shellBefore);
  // The other remotes kept their releases.
  expect(liveVersion('mfe-members')).toBeTruthy();
});
