import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ROOT } from './helpers';
import { openInteractive } from './server-paint';

// The static pages of mfe-landers (/pages/{token}, /{token}): their texts, company details,
// aliases, the 404 of an unknown token, accessibility at a phone's and a desktop's width.

const PAGES = ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban'];
const LANGUAGES = ['nl', 'en', 'de'] as const;
// The seeded company (api/src/db/seed/site.data.ts).
const COMPANY = 'Liefdevol Media B.V.';
const NOT_FOUND = 'Deze pagina kon niet worden gevonden';

const contentDir = path.join(ROOT, 'mfe-landers/src/features/static-pages/content');
const titleOf = (language: string, page: string) =>
  (
    JSON.parse(readFileSync(path.join(contentDir, language, `${page}.json`), 'utf8')) as {
      title: string;
    }
  ).title;

async function useLanguage(context: BrowserContext, baseURL: string | undefined, language: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL }]);
}

async function openPage(page: Page, url: string, heading: string) {
  await openInteractive(page, url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`every static page in ${language} shows its heading and the company`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL, language);
    for (const name of PAGES) {
      const title = titleOf(language, name);
      await openPage(page, `/pages/${name}`, title);
      await expect(page.getByRole('article').getByText(COMPANY).first()).toBeVisible();
      await expect(page.getByRole('article')).not.toContainText('{{');
      await expect(page).toHaveTitle(`${title} | Liefdevol`);
    }
  });
}

test('localized aliases serve the pages at /{token}', async ({ page, context, baseURL }) => {
  await openPage(page, '/algemene-voorwaarden', titleOf('nl', 'terms'));
  await expect(page.getByText(/^Versie van \d+ .+ 20\d\d$/)).toBeVisible();
  await openPage(page, '/privacy', titleOf('nl', 'privacy'));
  await useLanguage(context, baseURL, 'de');
  await openPage(page, '/agb', titleOf('de', 'terms'));
  await expect(page.getByText(/^Fassung vom \d+\. .+ 20\d\d$/)).toBeVisible();
  // The shell's own routes still win over /{token}.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
});

test('an unknown token and an unknown page show the 404 page with a link home', async ({
  page,
}) => {
  for (const url of ['/geen-bestaande-pagina', '/pages/geen-bestaande-pagina']) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(alert.getByText('Foutcode 404')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Nieuwe leden' })).toBeVisible();
});

test('every footer link to a static page opens it, and leaving one never flashes a 404', async ({
  page,
}) => {
  await page.goto('/pricing');
  const footer = page.getByRole('contentinfo');
  for (const name of PAGES) {
    await footer.locator(`a[href="/pages/${name}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: titleOf('nl', name) })).toBeVisible();
  }
  // A link inside a page to another area: /{token} must not draw its 404 on the way out.
  // Pressed once the shell has taken over: a question opened in the server's paint closes
  // again when the shell swaps its own page in.
  await openInteractive(page, '/pages/faq');
  await page.evaluate((text) => {
    const seen = { notFound: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.body.textContent?.includes(text)) seen.notFound = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, NOT_FOUND);
  await page.getByText('Wat zijn credits en wat kost een bericht?').click();
  await page.getByRole('link', { name: 'prijzen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __seen?: { notFound: boolean } }).__seen)).toEqual({
    notFound: false,
  });
});

test('the table of contents is reachable by keyboard and leads to its section', async ({
  page,
}) => {
  await openPage(page, '/pages/privacy', titleOf('nl', 'privacy'));
  const toc = page.getByRole('navigation', { name: 'Inhoud van deze pagina' });
  const first = toc.getByRole('link').first();
  for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#data$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Welke gegevens we verwerken' }),
  ).toBeInViewport();
});

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test.describe(`static pages at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('meet no serious accessibility violation and fit the screen', async ({ page }) => {
      test.setTimeout(180_000);
      for (const name of PAGES) {
        await openPage(page, `/pages/${name}`, titleOf('nl', name));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/pages/${name} is wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxeViolations(page, `/pages/${name} (${size.width} px)`);
      }
      await page.goto('/onbekend');
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `404 (${size.width} px)`);
    });
  });
}
