import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember } from './session';

// The member's settings at /notifications, with fresh members (the demo member stays as it is).

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function openSettings(page: Page) {
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(9);
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('a changed notification preference is kept after a reload', async ({ page, member }) => {
  expect(member.user.id).toBeTruthy();
  await openSettings(page);
  const news = region(page, 'Meldingen').getByRole('switch', { name: 'Nieuws' });
  const before = await news.isChecked();

  await news.click();
  await expect(region(page, 'Meldingen').getByRole('status')).toHaveText('Opgeslagen.');
  await page.reload();

  await expect(page.getByRole('switch')).toHaveCount(9);
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

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
});

test('a member deletes the account after the solutions and lands on /account-deleted', async ({
  page,
}) => {
  const member = await signUpMember(page.request, 'Lot');
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
});

for (const size of WIDTHS) {
  test.describe(`settings at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('no serious accessibility violation, deletion steps included', async ({
      page,
      member,
    }) => {
      expect(member.user.id).toBeTruthy();
      await openSettings(page);
      await expectNoSeriousAxeViolations(page, `/notifications (${size.width} px)`);
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
