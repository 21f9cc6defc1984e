import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROOT, copyOfRemote, digestOf, holdBack, liveVersion, patch, runScript } from './helpers';

// The first paint comes from the server (decision 0124): the HTML of a lander and of a
// static page carries its content before any script runs, and the shell takes over in
// one frame without drawing it twice.
const HEADLINE = 'Zien, klikken, chatten';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a lander's headline, its call to action and a static page's heading are in the page", async ({
    page,
  }) => {
    await page.goto('/landers/video?network=n1&sub1=x');
    await expect(page.getByRole('heading', { name: HEADLINE, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meld je gratis aan' }).first()).toHaveAttribute(
      'href',
      '/signup?network=n1&sub1=x',
    );
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the home page's heading, its sign-up and the newest members are in the page", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Liefdevol', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gratis aanmelden' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    // Each photo has its size before it arrives; the first row does not wait to be scrolled to.
    const photos = page.getByRole('list', { name: 'Zoekresultaten' }).locator('img');
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.first()).toHaveAttribute('width', '200');
    await expect(photos.nth(1)).not.toHaveAttribute('loading', 'lazy');
    await expect(photos.last()).toHaveAttribute('loading', 'lazy');
    await page.goto('/complaints');
    await expect(page.getByRole('heading', { name: 'Iets melden', level: 1 })).toBeVisible();
  });
});

test("the server's HTML of / holds the site's heading and preloads the first member photo", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<h1 id="home-title">Liefdevol</h1>');
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
  expect(html).toMatch(/<style data-emotion="members [^"]+">/);
});

test("the server's HTML of a lander holds its headline and its share tags", async ({ request }) => {
  const html = await (await request.get('/landers/video')).text();
  expect(html).toContain(`<h1>${HEADLINE}</h1>`);
  expect(html).toMatch(/<meta property="og:title" content="Zien, klikken, chatten">/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/landers\/video">/);
});

for (const width of [360, 1280]) {
  test(`with JavaScript the shell takes over the home page: one heading, a live sign-up (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-outlet="mfe-members"]')).toHaveAttribute(
      'data-remote-version',
      /.+/,
    );
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Liefdevol', level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Liefdevol', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Zoekresultaten' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Liefdevol' });
    await hero.getByRole('button', { name: 'Gratis aanmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  });

  test(`with JavaScript the shell takes over: one headline, a live page (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/landers/video');
    await expect(page.locator('[data-outlet="mfe-landers"]')).toHaveAttribute(
      'data-remote-version',
      /.+/,
    );
    await expect(page.locator('#ssr')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: HEADLINE })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: HEADLINE })).toBeVisible();
  });
}

/**
 * Opens the video lander with its remote held back until the returned function is called: the
 * server's paint shows, and the shell cannot take over yet.
 */
async function openLanderHeldBack(page: Page): Promise<() => void> {
  const release = await holdBack(page, /\/remotes\/mfe-landers\/[^/]+\/remoteEntry\.js$/);
  await page.goto('/landers/video', { waitUntil: 'domcontentloaded' });
  return release;
}

test("a tap on the server's paint that began before the shell took over still follows its link", async ({
  page,
}) => {
  // The lander's remote is held back, so the press begins on the server's paint.
  const release = await openLanderHeldBack(page);
  const link = page.locator('#ssr').getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const box = (await link.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();

  // The lander has drawn its screen, hidden, and the paint stays while the press lasts.
  const state = () =>
    page.evaluate(() => {
      const outlet = document.querySelector('[data-outlet="mfe-landers"]');
      const root = document.getElementById('root');
      const drawn =
        (outlet?.childElementCount ?? 0) > 0 && !root?.querySelector('[aria-busy="true"]');
      return { drawn, paint: document.getElementById('ssr') !== null };
    });
  await expect.poll(state).toEqual({ drawn: true, paint: true });

  await page.mouse.up();
  await expect(page).toHaveURL((url) => url.pathname + url.search === href);
});

test("a keyboard user who tabbed into the server's paint goes on from the same control", async ({
  page,
}) => {
  const release = await openLanderHeldBack(page);
  const focused = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return {
        inPaint: document.getElementById('ssr')?.contains(active) ?? false,
        text: active?.textContent ?? '',
        href: active?.getAttribute('href') ?? null,
      };
    });
  await expect
    .poll(async () => {
      await page.keyboard.press('Tab');
      return (await focused()).inPaint && (await focused()).href !== null;
    })
    .toBe(true);
  const before = await focused();
  release();

  await expect(page.locator('#ssr')).toHaveCount(0);
  expect(await focused()).toEqual({ ...before, inPaint: false });
});

test("a member's page shows the site's bar before any code, and the shell's own once it runs", async ({
  page,
  // A fresh member, logged in in this browser.
  member: _member,
}) => {
  const release = await holdBack(page, /\.js(\?|$)/);
  await page.goto('/credits', { waitUntil: 'commit' });
  // Drawn by the server, none of it the member's: the layout's bar with the site's name.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Liefdevol' })).toBeVisible();
  release();
  // The shell's first render replaced it: its bar has the member's navigation.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('.ssr-bar')).toHaveCount(0);
});

test("a lander fetches the shell's boot chunks once, early, and uses every one", async ({
  page,
}) => {
  const scripts: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/landers/video');
  await expect(page.locator('#ssr')).toHaveCount(0);
  const loader = await page.evaluate(
    () =>
      [...document.scripts].find((script) => script.textContent?.includes('function go('))
        ?.textContent ?? '',
  );
  const bootFiles: string[] = JSON.parse(/,p=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]').filter(
    (file: string) => !file.startsWith('/remotes/'),
  );
  // The boot's own code, its libraries in one file (React, its DOM, i18next, emotion, the
  // platform) and its texts.
  expect(bootFiles).toHaveLength(3);
  expect(bootFiles).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/boot-libraries\.[0-9a-f]{8}\.js$/),
      expect.stringMatching(/^\/shell-locale-nl-json\.[0-9a-f]{8}\.js$/),
    ]),
  );
  for (const file of bootFiles) expect(scripts.filter((url) => url === file)).toHaveLength(1);
  // Chrome warns about a preloaded file the page never used.
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test('a new mfe-landers release changes the server HTML without a shell release', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const shellBefore = digestOf(path.join(ROOT, 'shell', 'dist'));
  const before = liveVersion('mfe-landers');
  const source = copyOfRemote('mfe-landers', 'landers-ssr-');
  patch(
    path.join(source, 'mfe-landers', 'src', 'features', 'lander', 'lib', 'builtin', 'video.ts'),
    "headline: 'Zien, klikken, chatten'",
    "headline: 'Kijken, klikken, verliefd'",
  );
  runScript('scripts/link-source.mjs', source);
  try {
    runScript('scripts/release.mjs', '--source', source, 'mfe-landers');
    expect(liveVersion('mfe-landers')).not.toBe(before);
    const html = await (await request.get('/landers/video')).text();
    expect(html).toContain('<h1>Kijken, klikken, verliefd</h1>');
  } finally {
    runScript('scripts/release.mjs', '--rollback', 'mfe-landers');
  }
  expect(liveVersion('mfe-landers')).toBe(before);
  expect(await (await request.get('/landers/video')).text()).toContain(`<h1>${HEADLINE}</h1>`);
  expect(digestOf(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
});
