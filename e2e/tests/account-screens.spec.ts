import type { Page } from '@playwright/test';
import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { tokenFromMail, visitAs } from './session';

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
}

test('a member who forgot the password sets a new one from the mail and logs in with it', async ({
  page,
  context,
  member,
}) => {
  await context.clearCookies({ name: 'sid' });
  await page.goto('/reset-password');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();

  const token = await tokenFromMail(page.request, member.email, '/reset-password/do');
  await page.goto(`/reset-password/do?token=${token}`);

  // The server's own rule: a well-known password is refused at its field.
  await setNewPassword(page, 'password');
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveAccessibleDescription(
    /Dit wachtwoord is te bekend/,
  );

  const oldPassword = member.password;
  const newPassword = 'e2e-nieuw-wachtwoord-7';
  await setNewPassword(page, newPassword);
  await expect(page.getByRole('heading', { name: 'Je wachtwoord is gewijzigd' })).toBeVisible();
  // The fixture deletes the member afterwards with these credentials.
  member.password = newPassword;

  // Logged out, the new password logs in through the form, and the old one no more.
  await context.clearCookies({ name: 'sid' });
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/members$/);
  const old = await page.request.post('/api/user.php', {
    data: { email: member.email, password: oldPassword },
  });
  expect(old.status()).toBeGreaterThanOrEqual(400);

  // The link works once: opened again, it says so at once instead of offering the form.
  await context.clearCookies({ name: 'sid' });
  await page.goto(`/reset-password/do?token=${token}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  );
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});

test('an invalid reset or mail-change link says so and leads to a new mail', async ({ page }) => {
  await page.goto('/reset-password/do?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  );
  await page.getByRole('link', { name: 'Vraag een nieuwe e-mail aan' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();

  await page.goto('/mail-change/do?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  );
});

test('a member confirms a new e-mail address from the mail, and the account takes it', async ({
  page,
  member,
}) => {
  const newEmail = `nieuw-${member.email}`;
  const request = await page.request.post('/api/mail-change.php', {
    data: { email: newEmail, password: member.password },
  });
  expect(request.ok()).toBe(true);
  const token = await tokenFromMail(page.request, newEmail, '/mail-change/do');

  await page.goto(`/mail-change/do?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Je e-mailadres is gewijzigd' })).toBeVisible();
  // The fixture deletes the member afterwards with these credentials.
  member.email = newEmail;
  await page.getByRole('link', { name: 'Naar je instellingen' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const account = await page.request.get('/api/user.php');
  expect((await account.json()).user).toMatchObject({ email: newEmail });
});

test('/account-deleted says the account is gone and how to take it back', async ({ page }) => {
  await page.goto('/account-deleted');
  await expect(page.getByRole('heading', { name: 'Je account is verwijderd' })).toBeVisible();
  await expect(page.getByText(/binnen 14 dagen/)).toBeVisible();
  await page.getByRole('link', { name: 'Naar de homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a Belgian member chooses French at /lang-config: the page and the account follow', async ({
  page,
  member,
}) => {
  await visitAs(page, 'liefdevol.be');
  await page.goto('/lang-config');
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/user.php'),
  );
  // By keyboard: the arrow key moves the choice within the group.
  await page.getByRole('radio', { name: 'Nederlands' }).focus();
  await page.keyboard.press('ArrowDown');

  await expect(page.getByRole('heading', { level: 1, name: 'Langue' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await saved).postDataJSON()).toEqual({ language: 'fr' });
  const account = await page.request.get('/api/user.php');
  expect((await account.json()).user).toMatchObject({ email: member.email, language: 'fr' });
});

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

for (const size of WIDTHS) {
  test.describe(`account screens at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('meet no serious accessibility violation', async ({ page }) => {
      await visitAs(page, 'liefdevol.be');
      const screens = [
        { path: '/reset-password/do?token=some-token', ready: 'Nieuw wachtwoord instellen' },
        { path: '/reset-password/do', ready: 'Nieuw wachtwoord instellen' },
        { path: '/mail-change/do?token=some-token', ready: 'E-mailadres bevestigen' },
        { path: '/account-deleted?error=link_expired', ready: 'Je account is verwijderd' },
        { path: '/login', ready: 'Inloggen' },
        { path: '/reset-password', ready: 'Wachtwoord vergeten' },
        { path: '/activate/done', ready: 'Je account is geactiveerd' },
        { path: '/activate/error', ready: 'Activeren mislukt' },
        { path: '/lang-config', ready: 'Taal' },
        { path: '/unsubscribe?token=not-a-token', ready: 'Deze link werkt niet' },
      ];
      allowForScreens(screens.length);
      for (const { path, ready } of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
        if (path.startsWith('/mail-change') || path.includes('error='))
          await expect(page.getByRole('alert')).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${path} (${size.width} px)`);
        // Nothing is wider than the window.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}
