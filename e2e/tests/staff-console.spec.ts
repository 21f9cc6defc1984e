import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO } from './session';
import { STAFF_ORIGIN, addStaff, totp } from './staff-console';

const WIDTHS = [1280, 360];

test('every screen of the staff console, signed out and in, has no serious axe violation at 1280 and 360 px', async ({
  browser,
}) => {
  // Two sign-in steps, the five areas of every role and a search, each at two widths.
  allowForScreens(16);
  const account = addStaff('Ada', 'moderator', 'operator', 'support', 'finance', 'admin');
  const context = await browser.newContext({ baseURL: STAFF_ORIGIN, locale: 'nl-NL' });
  const page = await context.newPage();
  const scanAtBothWidths = async (where: string) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousAxeViolations(page, `${where}, ${width} px`);
    }
  };

  await page.goto('/');
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await scanAtBothWidths('sign-in, password');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await scanAtBothWidths('sign-in, code');
  await page.getByLabel('Code', { exact: true }).fill(totp(account.secret));
  await page.getByRole('button', { name: 'Inloggen' }).click();

  // Every area the menu offers an admin, as it opens.
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu).toBeVisible();
  const areas = await menu.getByRole('link').allTextContents();
  expect(areas).toEqual(
    expect.arrayContaining(['Inbox', 'Operator', 'Leden', 'Audit', 'Transparantieverslag']),
  );
  for (const area of areas) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await menu.getByRole('link', { name: area, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/laden…$/i)).toHaveCount(0);
    await scanAtBothWidths(area);
  }

  // With content: a search's results (the demo member, found by the start of the address).
  await page.setViewportSize({ width: 1280, height: 800 });
  await menu.getByRole('link', { name: 'Leden', exact: true }).click();
  await page.getByLabel('Zoek een lid').fill(DEMO.email.slice(0, 5));
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await scanAtBothWidths('member search results');
  await context.close();
});
