import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry } from './session';

/** Nothing wider than the window: a 360 px phone scrolls down, never sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

// The profile view with fresh members: open, like, report, block; the blocked member then
// finds no profile at all (a block hides the blocker), at a phone's width and a desktop's.
for (const width of [360, 1280]) {
  test(`a member opens a profile, likes it, reports it, cannot pay a gift and blocks it; the blocked member cannot see the blocker (${width} px)`, async ({
    page,
    browser,
    baseURL,
    member,
    anotherMember,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const noor = await anotherMember('Noor');

    await page.goto(`/members/${noor.user.profile.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Noor, \d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gegevens' })).toContainText('Geslacht');
    await expectNoSidewaysScroll(page);

    // Like: the button says what the server holds.
    await page.getByRole('button', { name: 'Vind ik leuk' }).click();
    await expect(page.getByRole('button', { name: 'Geliket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Report: a reason from the list, stored once for moderation.
    await page.getByRole('button', { name: 'Profiel melden' }).click();
    const report = page.getByRole('dialog', { name: 'Noor melden' });
    await report.getByRole('radio', { name: 'Spam of reclame' }).check();
    await report.getByRole('textbox', { name: 'Toelichting (niet verplicht)' }).fill('Reclame');
    await report.getByRole('button', { name: 'Melding versturen' }).click();
    await expect(report.getByRole('status')).toHaveText('Bedankt. Ons team bekijkt je melding.');
    await expectNoSidewaysScroll(page);
    await report.getByRole('button', { name: 'Sluiten' }).click();

    // A gift costs credits this new member does not have: the way to buy them, no charge.
    await page.getByRole('button', { name: 'Geef een cadeau' }).click();
    const gift = page.getByRole('dialog', { name: 'Geef Noor een cadeau' });
    await gift.getByRole('radio', { name: 'Roos' }).check();
    await gift.getByRole('button', { name: 'Cadeau versturen' }).click();
    await expect(gift.getByRole('alert')).toContainText('Je hebt niet genoeg credits');
    await expect(gift.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(gift).toHaveCount(0);

    // Block, after a confirmation: only unblocking is left.
    await page.getByRole('button', { name: 'Blokkeren' }).click();
    await page.getByRole('button', { name: 'Ja, blokkeren' }).click();
    await expect(page.getByText('Je hebt Noor geblokkeerd.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deblokkeren' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Stuur een bericht' })).toHaveCount(0);

    // Noor, in a browser of her own, finds no such profile any more.
    const context = await browser.newContext({
      baseURL,
      storageState: await noor.request.storageState(),
      viewport: { width, height: 900 },
    });
    try {
      await acceptSiteEntry(context, baseURL!);
      const noorsPage = await context.newPage();
      await noorsPage.goto(`/members/${member.user.profile.id}`);
      await expect(
        noorsPage.getByRole('heading', { name: 'Dit profiel bestaat niet (meer)' }),
      ).toBeVisible();
      await expect(noorsPage.getByRole('link', { name: 'Terug naar zoeken' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
