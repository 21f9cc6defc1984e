import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ROOT, copyOfRemote, digestOf, liveRegistry, runScript } from './helpers';

// A new team's remote is registry data (decision 0178): its name, its route and a layout of its
// own reach the shell through the registry, and the shell's files stay byte for byte the same.

const shellDist = path.join(ROOT, 'shell', 'dist');
const GUESTBOOK = 'mfe-guestbook';

/** A checkout holding the guestbook remote beside the contracts and platform it builds against. */
function guestbookSource(): string {
  const dir = copyOfRemote('mfe-chat', 'sixth-remote-');
  rmSync(path.join(dir, 'mfe-chat'), { recursive: true });
  cpSync(path.join(ROOT, 'e2e', 'fixtures', GUESTBOOK), path.join(dir, GUESTBOOK), {
    recursive: true,
  });
  runScript('scripts/link-source.mjs', dir);
  return dir;
}

const isLive = () => liveRegistry().remotes.some((remote) => remote.name === GUESTBOOK);

test('a remote the shell has never heard of goes live with its own route and layout', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const shellBefore = digestOf(shellDist);
  await page.goto('/guestbook');
  await expect(
    page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }),
  ).toBeVisible();

  const source = guestbookSource();
  try {
    runScript('scripts/release.mjs', '--source', source, GUESTBOOK);
    const entry = liveRegistry().remotes.find((remote) => remote.name === GUESTBOOK);
    expect(entry?.routes).toEqual([{ name: 'guestbook', path: '/guestbook', layout: 'studio' }]);

    await page.goto('/guestbook');
    await expect(page.getByRole('heading', { name: 'Gastenboek' })).toBeVisible();
    await expect(page.locator(`[data-outlet="${GUESTBOOK}"]`)).toHaveAttribute(
      'data-remote-version',
      entry?.version ?? '',
    );
    // Its layout, "studio": the site's name on top, linking home; no navigation, no footer.
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('data-layout', 'studio');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Liefdevol' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // Moving on to a page of the five remotes draws that page's layout again.
    await page.getByRole('link', { name: 'Liefdevol' }).click();
    await expect(page.getByRole('main')).not.toHaveAttribute('data-layout', 'studio');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } finally {
    if (isLive()) runScript('scripts/release.mjs', '--retire', GUESTBOOK);
    rmSync(source, { recursive: true, force: true });
  }
  expect(isLive()).toBe(false);
  await page.goto('/guestbook');
  await expect(
    page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }),
  ).toBeVisible();
  expect(digestOf(shellDist)).toBe(shellBefore);
});
