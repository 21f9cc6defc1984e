import type { Page } from '@playwright/test';
import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember, tokenFromMail } from './session';

// The member's settings at /notifications, with fresh members (the demo member stays as it is).

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The settings, loaded: the eight preferences, the sessions list and the export's state. */
async function openSettings(page: Page) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(region(page, 'Meldingen').getByRole('switch')).toHaveCount(8);
  await expect(region(page, 'Waar je bent ingelogd').getByRole('listitem')).not.toHaveCount(0);
  await expect(
    region(page, 'Mijn gegevens downloaden').getByRole('button', {
      name: 'Mijn gegevens downloaden',
    }),
  ).toBeVisible();
}

test('a changed notification preference is kept after a reload', async ({ page, member }) => {
  expect(member.user.id).toBeTruthy();
  await openSettings(page);
  const news = region(page, 'Meldingen').getByRole('switch', { name: 'Nieuws' });
  const before = await news.isChecked();

  await news.click();
  await expect(region(page, 'Meldingen').getByRole('status')).toHaveText('Opgeslagen.');
  await page.reload();

  await expect(region(page, 'Meldingen').getByRole('switch')).toHaveCount(8);
  await expect(region(page, 'Meldingen').getByRole('switch', { name: 'Nieuws' })).toBeChecked({
    checked: !before,
  });
});

test('a member changes the password and logs in with the new one', async ({
  page,
  deleteAfterTest,
}) => {
  const member = await signUpMember(page.request, 'Pim');
  const password = 'een-nieuw-wachtwoord-77';
  deleteAfterTest({ email: member.email, password });
  await openSettings(page);
  const form = region(page, 'Wachtwoord wijzigen');

  await form.getByLabel('Huidig wachtwoord').fill(member.password);
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await form.getByLabel('Herhaal nieuw wachtwoord').fill(password);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByRole('status')).toContainText('Je wachtwoord is gewijzigd');

  await page.context().clearCookies({ name: 'sid' });
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
});

test('a visitor asked to log in on a page is brought back to it', async ({
  page,
  deleteAfterTest,
}) => {
  const member = await signUpMember(page.request, 'Roos');
  deleteAfterTest(member);
  await page.context().clearCookies({ name: 'sid' });
  await page.goto('/notifications');
  await page.getByRole('main').getByRole('link', { name: 'Inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(region(page, 'Meldingen').getByRole('switch').first()).toBeVisible();
});

test('a member deletes the account after the solutions, then takes it back from the mail', async ({
  page,
  deleteAfterTest,
}) => {
  const member = await signUpMember(page.request, 'Lot');
  deleteAfterTest(member);
  await openSettings(page);
  const deletion = region(page, 'Account verwijderen');

  await deletion.getByRole('button', { name: 'Account verwijderen…' }).click();
  await expect(deletion.getByRole('heading', { name: 'Voordat je gaat' })).toBeFocused();
  await deletion.getByRole('button', { name: 'Toch verwijderen' }).click();
  await deletion.getByRole('checkbox', { name: 'Ik neem een pauze' }).check();
  await deletion.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
  await deletion.getByRole('button', { name: 'Verwijder mijn account' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  const login = await page.request.post('/api/user.php', {
    data: { email: member.email, password: member.password },
  });
  expect(login.ok()).toBe(false);

  // A link that does not work says so, and a new one can be asked for.
  await page.goto('/api/reactivate.php?token=not-a-real-token');
  await expect(page).toHaveURL(/\/account-deleted\?error=link_expired$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  );
  await page.getByLabel('E-mailadres van je account').fill(member.email);
  await page.getByRole('button', { name: 'Stuur een nieuwe link' }).click();
  await expect(page.getByRole('status').filter({ hasText: member.email })).toBeVisible();

  // The newest mail's link brings the account back, logged in.
  const token = await tokenFromMail(page.request, member.email, '/api/reactivate.php');
  await page.goto(`/api/reactivate.php?token=${token}`);
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
  const again = await page.request.get('/api/user.php');
  expect((await again.json()).user).toMatchObject({ email: member.email, status: 'active' });
});

for (const size of WIDTHS) {
  test.describe(`settings at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('no serious accessibility violation, deletion steps included', async ({
      page,
      member,
    }) => {
      allowForScreens(5);
      expect(member.user.id).toBeTruthy();
      await openSettings(page);
      await expectNoSeriousAxeViolations(page, `/notifications (${size.width} px)`);
      // The data export being prepared, then ready with its download.
      const data = region(page, 'Mijn gegevens downloaden');
      await data.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
      await expect(data.getByRole('link', { name: /^Zip downloaden/ })).toBeVisible({
        timeout: 20_000,
      });
      await expectNoSeriousAxeViolations(page, `/notifications export ready (${size.width} px)`);
      // Nothing (session rows, the download button) makes the page scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      const deletion = region(page, 'Account verwijderen');
      await deletion.getByRole('button', { name: 'Account verwijderen…' }).click();
      await expect(deletion.getByRole('button', { name: 'Toch verwijderen' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/notifications solutions (${size.width} px)`);
      await deletion.getByRole('button', { name: 'Toch verwijderen' }).click();
      await expect(deletion.getByRole('button', { name: 'Verwijder mijn account' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/notifications reasons (${size.width} px)`);
    });

    test('a visitor is asked to log in', async ({ page }) => {
      await page.goto('/notifications');
      await expect(page.getByRole('link', { name: 'Inloggen' }).last()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/notifications visitor (${size.width} px)`);
    });
  });
}
