import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_FIXTURES_DIR, collectConsoleErrors, overrideRegistryEntry } from './helpers';

const FALLBACK = 'Dit onderdeel is even niet beschikbaar';

/** Another area keeps working: the navigation leads to member search and its results. */
async function searchStillWorks(page: Page) {
  await page.getByRole('link', { name: 'Leden zoeken' }).click();
  await expect(
    page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
  ).toBeVisible();
}

/** "Opnieuw proberen" brings the chat back in the same document: no reload happened. */
async function retryHealsChat(page: Page) {
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByText('Log in om je berichten te lezen en te beantwoorden.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
}

test.describe('a broken remote blanks only its own outlet', () => {
  test('remote server down: fallback, working navigation, error logged with its name, retry', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Nothing listens on port 9: the remote's server is down.
    await overrideRegistryEntry(page, 'mfe-chat', 'http://127.0.0.1:9/remoteEntry.js');
    await page.goto('/chats');

    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    expect(errors.some((text) => text.includes('[remote mfe-chat]'))).toBe(true);

    await searchStillWorks(page);
  });

  test('a missing release: fallback; once it is there again, retry loads it without a reload', async ({
    page,
  }) => {
    let missing = true;
    await page.route('**/remotes/mfe-chat/**', (route) =>
      missing ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
    );
    await page.goto('/chats');
    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    missing = false;
    await retryHealsChat(page);
  });

  test('a changed entry file does not run: its integrity hash refuses it, the fallback shows', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // The same release, its remoteEntry.js altered on the way (a tampered or damaged copy).
    await page.route('**/remotes/mfe-chat/*/remoteEntry.js', async (route) => {
      const response = await route.fetch();
      const body = `window.__tampered = true;\n${await response.text()}`;
      return route.fulfill({ response, body });
    });
    await page.goto('/chats');
    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    expect(
      await page.evaluate(() => (window as { __tampered?: boolean }).__tampered),
    ).toBeUndefined();
    expect(errors.some((text) => text.includes('[remote mfe-chat]'))).toBe(true);

    await searchStillWorks(page);
  });

  test('a remote whose mount throws: fallback in its outlet, the shell keeps working', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const fixture = readFileSync(path.join(E2E_FIXTURES_DIR, 'throwing-remote.js'), 'utf8');
    await page.route('**/e2e-fixtures/throwing-remote.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fixture }),
    );
    await overrideRegistryEntry(page, 'mfe-payments', '/e2e-fixtures/throwing-remote.js');
    await page.goto('/pricing');

    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    expect(
      errors.some(
        (text) =>
          text.includes('[remote mfe-payments]') && text.includes('payments mount exploded'),
      ),
    ).toBe(true);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Klachten' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
  });

  test('a chunk that fails to load reloads the page once, then shows the fallback', async ({
    page,
  }) => {
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/remotes/mfe-landers/**/__federation_expose_app*.js', (route) =>
      route.abort('failed'),
    );
    await page.goto('/landers/gallery');

    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    expect(loads).toBe(2);
    // Within the 60 s guard the next failure does not reload again.
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    expect(loads).toBe(2);
  });

  test('a remote that crashes while rendering: "stopped working", reported to the server, retry heals it', async ({
    page,
  }) => {
    const fixture = readFileSync(path.join(E2E_FIXTURES_DIR, 'crashing-remote.js'), 'utf8');
    await page.route('**/e2e-fixtures/crashing-remote.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fixture }),
    );
    await overrideRegistryEntry(page, 'mfe-payments', '/e2e-fixtures/crashing-remote.js');
    const reported = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/client-errors.php') &&
        request.postDataJSON()?.kind === 'render',
    );
    await page.goto('/pricing');

    await expect(page.getByRole('alert')).toContainText('Dit onderdeel werkt even niet');
    await expect(page.getByText('campaignBadge')).toHaveCount(0);
    expect((await reported).postDataJSON()).toMatchObject({
      remote: 'mfe-payments',
      route: '/pricing',
      kind: 'render',
      message: expect.stringContaining('t.campaignBadge) is not a function'),
    });

    await page.evaluate(() => Object.assign(window, { __fixtureHealed: true }));
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByText('De betaalpagina werkt weer')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a release that needs a newer platform than the shell provides: fallback and the reason, never a crash', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await overrideRegistryEntry(page, 'mfe-chat', { platform: '^9.0.0' });
    await page.goto('/chats');

    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    await expect
      .poll(() => errors.find((text) => text.includes('[remote mfe-chat] failed:')))
      .toContain('^9.0.0');
    // The server's preload hint may fetch its files, but the shell never runs the container.
    expect(await page.evaluate(() => 'mfe_chat' in window)).toBe(false);
    await searchStillWorks(page);
  });

  test('after a rollback, "Opnieuw proberen" in the open tab runs the release the registry names now', async ({
    page,
  }) => {
    // The tab opened while a release the shell cannot run was live.
    await overrideRegistryEntry(page, 'mfe-chat', { platform: '^9.0.0', version: '9.9.9-broken' });
    await page.goto('/chats');
    await expect(page.getByRole('alert')).toContainText(FALLBACK);

    // Rolled back: the registry names the release that works again.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.unroute('**/*');
    await retryHealsChat(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('[data-outlet="mfe-chat"]')).not.toHaveAttribute(
      'data-remote-version',
      '9.9.9-broken',
    );
  });

  test('a broken area offers the start page as a way out, which works', async ({ page }) => {
    await overrideRegistryEntry(page, 'mfe-chat', 'http://127.0.0.1:9/remoteEntry.js');
    await page.goto('/chats');
    await expect(page.getByRole('alert')).toContainText(FALLBACK);
    await page.getByRole('alert').getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$|\/members$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an entry that fails to load is fetched again before any fallback: the member never sees one', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chat's entry is not preloaded on /pricing: its first request is the loader's.
    let failures = 0;
    await page.route('**/remotes/mfe-chat/**/remoteEntry.js', (route) => {
      if (failures > 0) return route.fallback();
      failures += 1;
      return route.abort('connectionreset');
    });
    await page.evaluate(() => window.history.pushState(null, '', '/chats'));

    await expect(
      page.getByText('Log in om je berichten te lezen en te beantwoorden.'),
    ).toBeVisible();
    expect(failures).toBe(1);
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  });

  test("the shell's own failures reach the server's log through the same sink", async ({
    page,
  }) => {
    await page.route('**/api/user.php', (route) =>
      route.fulfill({
        status: 500,
        json: { statusCode: 500, code: 'internal_error', messageKey: 'generic_error' },
      }),
    );
    const companyAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/companyinfo.php')) companyAsked.push(request.url());
    });
    const reported = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/client-errors.php') &&
        String(request.postDataJSON()?.message).startsWith('[shell] user refresh failed'),
    );
    await page.goto('/pricing');
    expect((await reported).postDataJSON()).toMatchObject({
      remote: 'shell',
      route: '/pricing',
      kind: 'load',
    });
    // The page goes on: its footer dates the terms from what the server wrote into the page,
    // without asking for the company.
    await expect(page.getByText(/Versie algemene voorwaarden: \d+ \p{L}+ \d{4}/u)).toBeVisible();
    expect(companyAsked).toEqual([]);
  });
});
