import { expect, test } from './fixtures';
import { openInteractive } from './server-paint';

// A visitor signs up in the shell's modal, whose form is mfe-account's signup parcel.
test('the signup modal closes when idle, stays open while signup runs, then logs the member in', async ({
  page,
  deleteAfterTest,
}) => {
  const parcelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('signup_parcel')) parcelRequests.push(request.url());
  });
  // The server paints `/` first; its buttons work once the shell has taken over.
  await openInteractive(page, '/');
  const openSignup = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Gratis aanmelden' });
  const dialog = page.getByRole('dialog', { name: 'Gratis aanmelden' });

  await expect(openSignup).toBeVisible();
  // The form is fetched when the modal opens, not with the page.
  expect(parcelRequests).toEqual([]);
  await openSignup.click();
  await expect(dialog.getByLabel('E-mailadres')).toBeVisible();
  expect(parcelRequests).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openSignup.click();
  const newMember = { email: `signup-${Date.now()}@example.nl`, password: 'geheim-wachtwoord-1' };
  deleteAfterTest(newMember);
  await dialog.getByLabel('E-mailadres').fill(newMember.email);
  await dialog.getByLabel('Profielnaam').fill('Noor');
  await dialog.getByLabel('Wachtwoord').fill(newMember.password);
  await dialog.getByLabel('Geboortedatum').fill('1994-03-21');

  // Hold the signup request until the test has tried to close the modal.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: () => void = () => undefined;
  const requestHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/signup.php', async (route) => {
    held();
    await released;
    await route.continue();
  });

  await dialog.getByRole('button', { name: 'Gratis aanmelden' }).click();
  await requestHeld;
  await expect(dialog.getByRole('button', { name: 'Bezig met aanmelden…' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeHidden();
  await page.keyboard.press('Escape');
  await page.getByTestId('dialog-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();

  release();
  await expect(dialog).toBeHidden();
  // The account is step 1: the member goes on with the other steps on their page.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByText('Stap 2 van 7: Foto')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Mijn account' }),
  ).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: 'Gratis aanmelden' }),
  ).toBeHidden();
});
