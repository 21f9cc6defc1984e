import { generateKeyPairSync } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { NOTIFICATION_SHOWN_MS, inTheBrowser, registrationId } from './push-worker';
import { expect, test } from './fixtures';

// Web push needs the browser: the headless shell denies notifications (push-worker.ts).
test.use(inTheBrowser);

/** A VAPID public key of the right shape: an uncompressed P-256 point, base64url. */
function aVapidPublicKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x as string, 'base64url'),
    Buffer.from(jwk.y as string, 'base64url'),
  ]);
  return point.toString('base64url');
}

/** The site's push key, or one of ours while the deployment has none configured. */
async function withPushKey(page: Page) {
  const fallback = aVapidPublicKey();
  await page.route('**/api/settings.php?*', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { push_public_key?: string };
    await route.fulfill({
      response,
      json: { ...settings, push_public_key: settings.push_public_key || fallback },
    });
  });
}

/**
 * One prompt at a time (docs/decisions/0142): a new member (no credits) meets the time-bonus
 * modal before the push offer, so a test about the offer alone marks the modal as seen.
 */
async function timeBonusSeen(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('shell.dismissed.time-bonus-modal', String(Date.now())),
  );
}

async function setNotifications(context: BrowserContext, page: Page, setting: string) {
  const cdp = await context.newCDPSession(page);
  // Playwright's context is its own browser context: the permission must name it.
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: setting as 'denied',
    origin: new URL(page.url()).origin,
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  // Chromium drops the override when this session detaches: keep it for the test.
  return cdp;
}

/** Waits until the push worker is active and controls this page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL,
      controller: navigator.serviceWorker.controller?.scriptURL,
    };
  });
}

test.describe('push notifications', () => {
  test('the worker registers for the whole site and controls the page', async ({ page }) => {
    await page.goto('/members');
    const origin = new URL(page.url()).origin;
    expect(await controlledByWorker(page)).toEqual({
      scope: `${origin}/`,
      script: `${origin}/sw.js`,
      controller: `${origin}/sw.js`,
    });

    const worker = await page.request.get('/sw.js');
    expect(worker.ok()).toBe(true);
    expect(worker.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('a push shows a notification and the open page refreshes the session', async ({
    page,
    context,
    baseURL,
    member: _loggedIn,
  }) => {
    // Granted before the page and its worker start, so the worker never sees it undecided.
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const userReads: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/user.php') && r.method() === 'GET') userReads.push(Date.now());
    });
    await page.goto('/members');
    await controlledByWorker(page);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      Object.assign(window, { __workerMessages: seen });
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });
    // The refresh schedule's first tick (5 s after the start's own read of the user) must be
    // over, so the next call to the user is the push's doing (the next tick is a minute away).
    await expect
      .poll(() => userReads.some((at) => at - userReads[0]! >= 4_000), { timeout: 15_000 })
      .toBe(true);

    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, origin);
    const refreshed = page.waitForRequest(
      (r) => r.url().endsWith('/api/user.php') && r.method() === 'GET',
      { timeout: 5_000 },
    );
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify({
        title: 'Nieuw bericht',
        body: 'Sanne stuurde je een bericht',
        tag: 'chat-1',
        check_url: '/chats',
      }),
    });

    await refreshed;
    // The page heard of the push first: a failure here says the push never reached the worker,
    // one below that the worker got it but showed no notification.
    await expect
      .poll(
        () => page.evaluate(() => (window as { __workerMessages?: unknown[] }).__workerMessages),
        { timeout: NOTIFICATION_SHOWN_MS },
      )
      .toEqual([{ type: 'new-push-message', title: 'Nieuw bericht', tag: 'chat-1' }]);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            const shown = await registration.getNotifications();
            return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
          }),
        { timeout: NOTIFICATION_SHOWN_MS },
      )
      .toEqual([{ title: 'Nieuw bericht', body: 'Sanne stuurde je een bericht', tag: 'chat-1' }]);
  });

  test('the web app manifest is served, linked and makes the site installable', async ({
    page,
  }) => {
    await page.goto('/members');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { icons: { src: string }[] };
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const file = await page.request.get(icon.src);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
    }

    await controlledByWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser profile is incognito-like; nothing else may stand in the way.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  // A member of its own: enabling push links a subscription to the account.
  test('the push offer shows while the answer is open, and enabling it ends honestly', async ({
    page,
    context,
    member: _loggedIn,
  }) => {
    await withPushKey(page);
    await timeBonusSeen(page);
    await page.goto('/members');
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
    await page.reload();
    const offer = page.getByRole('region', { name: 'Meldingen', exact: true });
    await expect(offer).toBeVisible();

    const linked = page.waitForRequest((r) => r.url().includes('/api/user.php?push=1'));
    const failure = page.getByRole('region', { name: 'Meldingen staan niet aan' });
    await offer.getByRole('button', { name: 'Meldingen aanzetten' }).click();
    // Headless Chromium may have no push service: then the member is told it did not work.
    const outcome = await Promise.race([
      linked.then(() => 'subscribed and sent to the server'),
      failure.waitFor().then(() => 'told it failed'),
    ]);
    await expect(offer).toBeHidden();
    test.info().annotations.push({ type: 'push outcome', description: outcome });
    if (outcome === 'told it failed') await expect(failure).toContainText('niet gelukt');
    else await expect(failure).toHaveCount(0);
  });

  // One prompt at a time (docs/decisions/0142): a new member has no credits, so the
  // time-bonus modal is still to come in the members area; the push offer waits for it, and
  // then for the next page.
  test('the push offer waits for the time-bonus modal, then comes on the next page', async ({
    page,
    context,
    member: _loggedIn,
  }) => {
    await withPushKey(page);
    await page.clock.install();
    await page.goto('/members');
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
    await page.reload();
    const offer = page.getByRole('region', { name: 'Meldingen', exact: true });
    const bonus = page.getByRole('dialog', { name: '25% welkomstbonus' });
    await expect(page.getByRole('list', { name: 'Zoekresultaten' })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await page.clock.fastForward('00:45');
    await expect(bonus).toBeVisible();
    await expect(offer).toHaveCount(0);
    await bonus.getByRole('button', { name: 'Sluiten' }).click();
    await expect(bonus).toBeHidden();
    await expect(offer).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Likes/ })
      .click();
    await expect(offer).toBeVisible();
  });

  test('the settings turn push on and off in this browser, honestly', async ({
    page,
    context,
    member: _loggedIn,
  }) => {
    await withPushKey(page);
    await page.goto('/notifications');
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
    await page.reload();
    const push = page.getByRole('region', { name: 'Pushmeldingen', exact: true });
    const toggle = push.getByRole('switch', { name: 'Pushmeldingen in deze browser' });
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    // Headless Chromium may have no push service: then the settings say it did not work.
    const failure = push.getByRole('alert');
    const on = push.getByRole('status').filter({ hasText: 'Pushmeldingen staan aan.' });
    const outcome = await Promise.race([
      on.waitFor().then(() => 'on' as const),
      failure.waitFor().then(() => 'failed' as const),
    ]);
    test.info().annotations.push({ type: 'push outcome', description: outcome });
    if (outcome === 'failed') {
      await expect(failure).toContainText('konden niet worden aangezet');
      await expect(toggle).not.toBeChecked();
      return;
    }
    await expect(toggle).toBeChecked();
    const forgotten = page.waitForResponse(
      (r) => r.url().endsWith('/api/push-subscription.php') && r.request().method() === 'DELETE',
    );
    await toggle.click();
    expect((await forgotten).ok()).toBe(true);
    await expect(push.getByRole('status')).toHaveText('Pushmeldingen staan uit.');
    await expect(toggle).not.toBeChecked();
    expect(
      await page.evaluate(async () =>
        (await navigator.serviceWorker.ready).pushManager.getSubscription(),
      ),
    ).toBeNull();
  });

  test('the settings explain blocked notifications instead of a switch', async ({
    page,
    context,
    member: _loggedIn,
  }) => {
    await withPushKey(page);
    await page.goto('/notifications');
    await controlledByWorker(page);
    await setNotifications(context, page, 'denied');
    await page.reload();
    const push = page.getByRole('region', { name: 'Pushmeldingen', exact: true });
    await expect(push).toContainText('Je hebt meldingen voor deze site geblokkeerd.');
    await expect(push.getByRole('switch')).toHaveCount(0);
  });

  test('with notifications blocked the push offer is not shown', async ({
    page,
    context,
    member: _loggedIn,
  }) => {
    await withPushKey(page);
    // Without the modal pending, the blocked permission is the only reason not to offer push.
    await timeBonusSeen(page);
    await page.goto('/members');
    // The worker registers after the load event; the reload must come once it is in place.
    await controlledByWorker(page);
    await setNotifications(context, page, 'denied');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
    await controlledByWorker(page);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    await expect(page.getByRole('region', { name: 'Meldingen', exact: true })).toHaveCount(0);
  });
});
