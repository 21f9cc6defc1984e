import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_FIXTURES_DIR } from './helpers';
import { visitAs } from './session';
import { inTheBrowser } from './push-worker';

// Web push needs the browser: the headless shell denies notifications (push-worker.ts).
test.use(inTheBrowser);

const PHOTO = path.join(E2E_FIXTURES_DIR, 'signup-photo.jpg');

/** The step as a person sees it at a phone's and a desktop's width, with axe at both. */
async function checkStep(page: Page, heading: string) {
  for (const size of [
    { width: 360, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${page.url()} "${heading}" at ${size.width} px`);
  }
}

const current = (page: Page) =>
  page.getByRole('list', { name: 'Stappen van je aanmelding' }).locator('[aria-current="step"]');

test('a campaign visitor signs up in seven steps, resumes after leaving, and activates', async ({
  page,
  deleteAfterTest,
}) => {
  test.setTimeout(120_000);
  const member = { email: `journey-${Date.now()}@example.nl`, password: 'e2e-reis-wachtwoord-1' };
  deleteAfterTest(member);

  // Lands from a campaign; the source is kept although /signup's URL has none.
  await page.goto('/?network=x&ref=y');
  await page.goto('/signup');

  // Step 1: the account.
  await expect(page.getByText('Stap 1 van 7: Account')).toBeVisible();
  await checkStep(page, 'Gratis aanmelden');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Profielnaam').fill('Reiziger');
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByLabel('Geboortedatum').fill('1991-07-14');
  const signup = page.waitForRequest('**/api/signup.php');
  await page.getByRole('main').getByRole('button', { name: 'Gratis aanmelden' }).click();
  expect((await signup).postDataJSON().tracking).toEqual({ network: 'x', ref: 'y' });

  // Step 2: a photo through the file picker.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(current(page)).toContainText('Foto');
  await checkStep(page, 'Voeg een profielfoto toe');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bladeren' }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(page.getByRole('list', { name: "Je foto's" }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: the place, by region and city.
  await checkStep(page, 'Waar woon je?');
  await page.getByLabel('Regio').selectOption({ label: 'Utrecht' });
  await page.getByLabel('Woonplaats (stad of dorp)').fill('Amersfoort');
  await page.getByRole('button', { name: 'Woonplaats opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Vertel iets over jezelf' })).toBeVisible();

  // The member leaves after step 3 and comes back at step 4.
  await page.goto('/members');
  await page.goto('/complete-signup');
  await expect(page.getByText('Stap 4 van 7: Persoonlijk')).toBeVisible();

  // Step 4: personal info; the required fields are asked first.
  await checkStep(page, 'Vertel iets over jezelf');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByLabel('Haarkleur')).toHaveAccessibleDescription('Dit veld is verplicht.');
  // The orientation is optional, and kept only with the consent asked beside it.
  await expect(page.getByLabel('Geaardheid', { exact: true })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const choices: Record<string, string> = {
    Geslacht: 'Vrouw',
    Geaardheid: 'Hetero',
    Haarkleur: 'Bruin',
    Oogkleur: 'Groen',
    Postuur: 'Sportief',
    'Burgerlijke staat': 'Single',
    Tatoeages: 'Geen',
    'Op zoek naar': 'Een relatie',
  };
  for (const [label, option] of Object.entries(choices)) {
    await page.getByLabel(label, { exact: true }).selectOption({ label: option });
  }
  await page.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ }).check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 5: about me.
  await checkStep(page, 'Over mij');
  await page.getByRole('textbox', { name: 'Over mij' }).fill('Ik fiets graag langs de Eem.');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 6: the push prompt, later.
  await checkStep(page, 'Mis geen berichten');
  await page.getByRole('button', { name: 'Later' }).click();

  // Step 7: where the mail went.
  await checkStep(page, 'Bevestig je e-mailadres');
  await expect(page.getByText(member.email)).toBeVisible();
  await page.getByRole('button', { name: 'Klaar' }).click();
  await expect(page).toHaveURL(/\/signup-matches$/);

  // The activation link from the dev mailbox.
  const outbox = await page.request.get(`/api/outbox.php?to=${encodeURIComponent(member.email)}`);
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  const token = mails
    .map((mail) => /activate\.php\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1])
    .find(Boolean);
  expect(token, 'an activation mail').toBeTruthy();
  await page.goto(`/api/activate.php?token=${token}`);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Je account is geactiveerd' })).toBeVisible();
});

test('a domain that needs a traffic source refuses a visitor without one before the form', async ({
  page,
}) => {
  // The German domain signs up campaign visitors only (signups: with_trafficsource).
  await visitAs(page, 'herzlich.de');
  await page.goto('/signup');
  await expect(page.getByRole('alert')).toContainText('nur über einen unserer Partner');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveCount(0);
  await checkStep(page, 'Kostenlos registrieren');
  await page.getByRole('link', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invite page shows the inviting member to a visitor, and an unknown one says not found', async ({
  page,
  anotherMember,
}) => {
  const inviter = await anotherMember('Eva');
  await page.goto(`/members/${inviter.user.profile.id}/signup`);
  await expect(page.getByRole('heading', { name: 'Eva nodigt je uit' })).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await checkStep(page, 'Eva nodigt je uit');

  await page.goto('/members/999999/signup');
  await checkStep(page, 'Uitnodiging niet gevonden');
  await expect(page.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute(
    'href',
    '/signup',
  );

  // A visitor at /complete-signup is sent to log in or sign up.
  await page.goto('/complete-signup');
  await checkStep(page, 'Aanmelding afronden');
  await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toBeVisible();
});
