import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './axe';
import { openInteractive } from './server-paint';

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };
const CTA = /^Meld je gratis aan/;

/** Each design with its headline and the element only it has. */
const DESIGNS: { variant: string; h1: string; design: (page: Page) => Locator }[] = [
  {
    variant: 'alonetonight',
    h1: 'Vanavond alleen?',
    design: (page) => page.getByRole('list', { name: 'Onlangs online bij jou in de buurt' }),
  },
  {
    variant: 'collagelanding',
    h1: 'Zoveel leuke singles',
    design: (page) => page.getByRole('list', { name: 'Leden op deze site' }).first(),
  },
  {
    variant: 'gallery',
    h1: 'Bekijk wie er online is',
    design: (page) => page.getByRole('region', { name: 'Ledengalerij' }),
  },
  {
    variant: 'iconslanding',
    h1: 'Vind iemand die bij je past',
    design: (page) => page.getByRole('group', { name: 'Interesses' }),
  },
  {
    variant: 'maplanding',
    h1: 'Singles bij jou in de buurt',
    design: (page) => page.getByRole('list', { name: 'Leden per regio op de kaart' }),
  },
];

/** The page's first call to action lies inside the window, without scrolling. */
async function expectCtaAboveTheFold(page: Page, height: number) {
  const cta = page.getByRole('link', { name: CTA }).first();
  await expect(cta).toBeVisible();
  const box = (await cta.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  await expect(cta).toHaveAttribute('href', '/signup?network=x&sub1=y');
}

for (const { variant, h1, design } of DESIGNS) {
  test(`${variant}: its own design, the call to action above the fold, no serious axe violation`, async ({
    page,
  }) => {
    // Two axe runs, and the first lander of a fresh server builds its caches.
    test.slow();
    await page.setViewportSize(PHONE);
    // Measured once the shell has taken over: an element of the server's paint can be gone
    // between finding it and measuring it.
    await openInteractive(page, `/landers/${variant}?network=x&sub1=y`);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    const own = design(page);
    await expect(own.getByRole('listitem').or(own.getByRole('button')).first()).toBeVisible();
    // None of the other designs' elements.
    for (const other of DESIGNS.filter((d) => d.variant !== variant))
      await expect(other.design(page)).toHaveCount(0);
    await expectCtaAboveTheFold(page, PHONE.height);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, `${variant} (360 px)`);

    await page.setViewportSize(DESKTOP);
    await expectCtaAboveTheFold(page, DESKTOP.height);
    await expectNoSeriousAxeViolations(page, `${variant} (1280 px)`);
  });
}

test('the gallery scrolls by keyboard, and its call to action keeps the traffic source', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openInteractive(page, '/landers/gallery?network=x&sub1=y');
  const gallery = page.getByRole('region', { name: 'Ledengalerij' });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Volgende leden' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => gallery.evaluate((row) => row.scrollLeft)).toBeGreaterThan(100);
  await gallery.focus();
  const before = await gallery.evaluate((row) => row.scrollLeft);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => gallery.evaluate((row) => row.scrollLeft)).toBeGreaterThan(before);

  await page.getByRole('link', { name: CTA }).first().click();
  await expect(page).toHaveURL(/\/signup\?network=x&sub1=y$/);
});

test('interest icons are pressed by keyboard and counted in the call to action', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openInteractive(page, '/landers/iconslanding');
  const icons = page.getByRole('group', { name: 'Interesses' }).getByRole('button');
  await icons.first().focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(icons.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(icons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Meld je gratis aan · 2 interesses' })).toBeVisible();
});

test('the map shows counts per region of Belgium on its belgie slug', async ({ page }) => {
  await page.goto('/landers/maplanding/belgie');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Singles in heel België' }),
  ).toBeVisible();
  const markers = page.getByRole('list', { name: 'Leden per regio op de kaart' });
  await expect(markers.getByText(/^Antwerpen: [\d.]+\+? leden$/)).toHaveCount(1);
  await expect(markers.getByText(/^Noord-Holland/)).toHaveCount(0);
});
