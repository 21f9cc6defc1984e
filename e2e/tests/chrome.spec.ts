import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { logIn } from './session';

// The chrome a logged-in member sees, on a phone and on a desktop (screenshots kept
// as artefacts in test-results, one per width).
for (const width of [360, 1280]) {
  test(`a member finds the whole chrome at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page.request);
    await page.goto('/members');

    // On a phone the menu is the tab bar at the bottom edge, its words shorter.
    const phone = width < 768;
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: phone ? 'Zoeken' : 'Leden zoeken' })).toBeVisible();
    // The demo member has unread messages and new likes (seed): badges with spoken counts.
    await expect(
      nav.getByRole('link', { name: /^Berichten \d+ ongelezen bericht(en)?$/ }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: /^Likes \d+ nieuwe likes?$/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: phone ? 'Premium' : 'Word Premium' })).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) /);

    await page.getByRole('banner').getByRole('button', { name: 'Mijn account' }).click();
    await expect(page.getByRole('link', { name: 'Mijn profiel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instellingen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Mijn profiel' })).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Mijn account' }),
    ).toBeFocused();

    const footer = page.getByRole('contentinfo');
    for (const name of ['Algemene voorwaarden', 'Privacy', 'Cookies', 'Veelgestelde vragen']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(
      footer.getByText('Deze website is alleen bedoeld voor volwassenen (18+).'),
    ).toBeVisible();
    await expect(footer.getByRole('region', { name: 'United States' })).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();

    // Nothing sticks out sideways: a phone never scrolls horizontally.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const screenshot = await page.screenshot({
      path: testInfo.outputPath(`member-chrome-${width}.png`),
      fullPage: true,
    });
    await testInfo.attach(`member chrome at ${width} px`, {
      body: screenshot,
      contentType: 'image/png',
    });
  });
}

test('a member logs out from the account menu and the chrome turns to the visitor one', async ({
  page,
}) => {
  await logIn(page.request);
  await page.goto('/members');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await page.getByRole('banner').getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Berichten/ })).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(/);
});

test('a visitor reads the US footer in English beside the Dutch disclaimer, on the default and lander layouts', async ({
  page,
}) => {
  for (const path of ['/pages/terms', '/landers/video']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText('Deze website is alleen bedoeld voor volwassenen (18+).'),
    ).toBeVisible();
    // English in a Dutch page: marked so, a screen reader reads it with English speech.
    const us = footer.getByRole('region', { name: 'United States' });
    await expect(us).toHaveAttribute('lang', 'en');
    await expect(
      us.getByText(/All persons appearing on this website were 18 years of age or older/),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `the US footer on ${path}`);
  }
});
