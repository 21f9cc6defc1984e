import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInWithForm } from './session';

/**
 * Every Content-Security-Policy violation of the page (the browser's own event, from the
 * first script on), and the console lines Chromium writes for one.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return {
    async all() {
      const events = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      return [...events, ...console];
    },
  };
}

test.describe('the Content-Security-Policy', () => {
  test('is strict: a script nonce per response, no eval, no framing', async ({ request }) => {
    const first = await request.get('/members');
    const second = await request.get('/members');
    const policy = first.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(second.headers()['content-security-policy']).not.toBe(policy);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('notices a violation: an injected inline script is blocked and reported', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect
      .poll(() => violations.all())
      .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/)]));
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
  });

  test('a visitor and a member use every area without one violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/members');
    await expect(
      page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
    ).toBeVisible();
    await page.goto('/landers/gallery');
    await expect(page.getByRole('heading', { name: 'Bekijk wie er online is' })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Prijzen', level: 1 })).toBeVisible();

    await page.goto('/login');
    // The live socket a logged-in member opens: a socket the policy blocked would never start.
    const live = page.waitForEvent('websocket', (socket) => socket.url().includes('/api/live.php'));
    await logInWithForm(page);
    await live;
    await page.getByRole('link', { name: 'Berichten' }).click();
    await expect(
      page.getByRole('list', { name: 'Gesprekken' }).getByRole('link').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Leden zoeken' }).click();
    await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    // The service worker and the manifest load under it too.
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(registered).toMatch(/\/$/);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return (await fetch(link!.href)).ok;
    });
    expect(manifest).toBe(true);
    expect(await violations.all()).toEqual([]);
  });
});
