import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openInteractive } from './server-paint';

// Four lander designs as a visitor from a campaign meets them: the feed (socialnetwork), the
// video whose photos change with transitions, the hero video and the swipe deck, each with
// its sign-up call to action in view at phone and laptop size, keeping the traffic source.

const TRAFFIC = '?network=x&sub1=y';
const WIDTHS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

/** Each variant's h1 (its Dutch built-in copy) and the element only its design has. */
const DESIGNS = [
  {
    variant: 'socialnetwork',
    title: 'Maak nieuwe connecties',
    design: (page: Page) => page.getByRole('region', { name: 'Berichten van leden' }),
  },
  {
    variant: 'transitionsvideolanding',
    title: 'Je volgende date begint hier',
    design: (page: Page) => page.getByLabel('Video: leden in beeld'),
  },
  {
    variant: 'video',
    title: 'Zien, klikken, chatten',
    design: (page: Page) => page.getByLabel('Video: een avond uit in de stad'),
  },
  {
    variant: 'tinderswipe',
    title: 'Swipe, match, chat',
    design: (page: Page) => page.getByRole('group', { name: 'Leden om te swipen' }),
  },
];

/**
 * Notes when the lander first draws its h1, so the layout shifts of its blocks (members
 * arriving, videos starting) are told apart from the lander's own loading, which the
 * server-side first paint replaces.
 */
const noteFirstHeading = () => {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('h1')) return;
    observer.disconnect();
    // Two frames later the frame that drew it (and moved what was below the loading line) is done.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        (window as { firstHeadingAt?: number }).firstHeadingAt = performance.now();
      }),
    );
  }).observe(document, { childList: true, subtree: true });
};

/** What the layout shifts since the lander drew add up to (CLS), once the page settled. */
async function blockLayoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const since = (window as { firstHeadingAt?: number }).firstHeadingAt ?? 0;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= since) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'drawn').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'above the fold').toBeLessThanOrEqual(viewport.height);
}

for (const { variant, title, design } of DESIGNS) {
  test(`/landers/${variant} shows its own design with the call to action above the fold`, async ({
    page,
  }) => {
    await page.addInitScript(noteFirstHeading);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // Measured once the shell has taken over: an element of the server's paint can be gone
      // between finding it and measuring it.
      await openInteractive(page, `/landers/${variant}${TRAFFIC}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(design(page)).toBeVisible();
      const cta = page.getByRole('link', { name: 'Meld je gratis aan' }).first();
      await expect(cta).toHaveAttribute('href', `/signup${TRAFFIC}`);
      await expectInView(page, cta);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(sideways, 'no sideways scrolling').toBeLessThanOrEqual(size.width);
      expect(await blockLayoutShift(page), 'layout shift after the first draw').toBeLessThanOrEqual(
        0.05,
      );
      await expectNoSeriousAxeViolations(page, `${variant} at ${size.width} px`);
    }
  });
}

test('the hero video plays from its poster, and pauses with its button', async ({ page }) => {
  await openInteractive(page, `/landers/video${TRAFFIC}`);
  const video = page.getByLabel('Video: een avond uit in de stad');
  const poster = await video.getAttribute('poster');
  expect((await page.request.get(poster!)).ok()).toBe(true);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(1280);
  await page.getByRole('button', { name: 'Video pauzeren' }).click();
  await expect(page.getByRole('button', { name: 'Video afspelen' })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('the server’s paint shows the video’s poster and loads no video before the page runs', async ({
  browser,
}) => {
  // Without scripts, what the server sent is all there is: the poster, and no video file
  // fetched to compete with the page's code on a slow line.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const videoFiles: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoFiles.push(request.url());
  });
  await page.goto('/landers/video');
  const video = page.getByLabel('Video: een avond uit in de stad');
  await expect(video).toHaveAttribute('poster', /hero-video-poster/);
  await page.waitForLoadState('load');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  expect(videoFiles).toEqual([]);
  await context.close();
});

test('the videos stand still for a visitor who asks for less motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Once live: until then the server's paint and the hidden live page both hold the video.
  await openInteractive(page, '/landers/transitionsvideolanding');
  const video = page.getByLabel('Video: leden in beeld');
  await expect(page.getByRole('button', { name: 'Video afspelen' })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await page.getByRole('button', { name: 'Video afspelen' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.3);
});

test('the swipe deck swipes by keyboard and by drag, then asks to sign up', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openInteractive(page, `/landers/tinderswipe${TRAFFIC}`);
  const deck = page.getByRole('group', { name: 'Leden om te swipen' });
  const card = deck.locator('[data-swipe-card="top"]');
  const first = await card.getAttribute('aria-label');
  await card.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('aria-label', first!);

  // A short drag springs back; a long one to the left passes.
  const second = await card.getAttribute('aria-label');
  const box = (await card.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 150, y, { steps: 6 });
  await page.mouse.up();
  await expect(card).not.toHaveAttribute('aria-label', second!);

  // A like, by keyboard: the prompt takes the focus, its link keeps the traffic source.
  await deck.getByRole('button', { name: 'Leuk', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Het is een match?' })).toBeVisible();
  const signup = page.getByRole('link', { name: 'Meld je aan en bekijk het' });
  await expect(signup).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup\?network=x&sub1=y$/);
});

test("the feed's like button is a way to sign up; people you may know show on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A click on the paint's link as the shell swaps its page in is lost.
  await openInteractive(page, `/landers/socialnetwork${TRAFFIC}`);
  const suggestions = page.getByRole('complementary', { name: 'Mensen die je misschien kent' });
  await expect(suggestions).toBeVisible();
  await page.setViewportSize({ width: 360, height: 640 });
  await expect(suggestions).toBeHidden();
  const feed = page.getByRole('region', { name: 'Berichten van leden' });
  await feed
    .getByRole('link', { name: /^Leuk \(\d+\): meld je gratis aan om .+ te liken$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signup\?network=x&sub1=y$/);
});
