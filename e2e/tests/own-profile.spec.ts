import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { E2E_FIXTURES_DIR } from './helpers';
import { pageOf } from './session';

// /profile (issue 11, "Own profile"): a fresh member edits the profile and adds a photo.

/** A 400×300 JPEG portrait (drawn with sharp from an SVG; 3 KB). */
const PORTRAIT = path.join(E2E_FIXTURES_DIR, 'portrait.jpg');

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Je gegevens' })).toBeVisible();
}

test('a member edits the profile and uploads a photo that others then see in search and on the profile', async ({
  page,
  browser,
  baseURL,
  member,
  anotherMember,
}) => {
  await openProfile(page);
  const form = page.getByRole('form', { name: 'Je gegevens' });
  await form.getByLabel('Oogkleur').selectOption({ label: 'Groen' });
  await form.getByLabel('Over mij').fill('Op zondag naar de sterrenwacht, daarna pannenkoeken.');
  await form.getByRole('checkbox', { name: 'Sterrenkunde' }).check();
  await form.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(form.getByRole('status')).toHaveText('Je profiel is opgeslagen.');

  const photos = page.getByRole('region', { name: "Foto's" });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Bladeren' }).click();
  await (await chooser).setFiles(PORTRAIT);
  await expect(photos.getByRole('status')).toHaveText('Foto geüpload. We maken hem nu klaar.');
  // The list is read again while the photo is processed; approval is automatic here.
  await expect(photos.getByText('Hoofdfoto')).toBeVisible({ timeout: 15_000 });
  await expect(photos.getByText("1 van 3 foto's")).toBeVisible();
  const thumb = await photos.getByRole('img', { name: 'foto 1' }).getAttribute('src');
  expect(thumb).toMatch(new RegExp(`/media/u/${member.user.profile.id}/[a-z0-9]+_t\\.jpg$`));

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Je gegevens' }).getByLabel('Over mij')).toHaveValue(
    'Op zondag naar de sterrenwacht, daarna pannenkoeken.',
  );

  // Another member finds the new member, with the photo, in the search and on the profile.
  const other = await anotherMember('Joost');
  const otherPage = await pageOf(browser, baseURL!, other);
  try {
    await otherPage.goto('/members');
    const card = otherPage
      .getByRole('list', { name: 'Zoekresultaten' })
      .locator(`a[href="/members/${member.user.profile.id}"]`);
    await expect(card).toBeVisible();
    const cardImage = await card.locator('img').first().getAttribute('src');
    expect(cardImage).toMatch(new RegExp(`/media/u/${member.user.profile.id}/`));

    await card.click();
    await expect(otherPage.getByRole('heading', { level: 1, name: /^Sanne/ })).toBeVisible();
    await expect(otherPage.getByText('Op zondag naar de sterrenwacht')).toBeVisible();
    await expect(otherPage.getByText('Sterrenkunde')).toBeVisible();
    await expect(otherPage.getByText('Groen', { exact: true })).toBeVisible();
    const shown = otherPage.locator(`img[src*="/media/u/${member.user.profile.id}/"]`).first();
    await expect(shown).toBeVisible();
  } finally {
    await otherPage.context().close();
  }
});

for (const { name, width, height } of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`/profile at ${width} px: no serious axe violations, nothing wider than the screen (${name})`, async ({
    page,
    member,
  }) => {
    expect(member.user.id).toBeTruthy();
    await page.setViewportSize({ width, height });
    await openProfile(page);
    await expect(page.getByRole('checkbox', { name: 'Reizen' })).toBeVisible();
    await expect(page.getByText("Je hebt nog geen foto's.", { exact: false })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, `/profile (${width} px)`);

    // The "saved" lines too: they once took the success green as text colour (2.5:1).
    const form = page.getByRole('form', { name: 'Je gegevens' });
    await form.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(form.getByRole('status')).toHaveText('Je profiel is opgeslagen.');
    const place = page.getByRole('form', { name: 'Woonplaats' });
    await place.getByLabel('Regio').selectOption({ label: 'Utrecht' });
    await place.getByLabel('Woonplaats (stad of dorp)').fill('Amersfoort');
    await place.getByRole('button', { name: 'Woonplaats opslaan' }).click();
    await expect(place.getByRole('status')).toContainText('Je woonplaats is opgeslagen');
    await expectNoSeriousAxeViolations(page, `/profile after saving (${width} px)`);
  });
}

test('the "add a photo" alert leads to the photo manager', async ({ page, member }) => {
  expect(member.user.id).toBeTruthy();
  await page.goto('/members');
  await page
    .getByRole('region', { name: 'Profielfoto ontbreekt' })
    .getByRole('link', { name: 'Foto toevoegen' })
    .click();
  await expect(page).toHaveURL(/\/profile#photos$/);
  const photos = page.getByRole('region', { name: "Foto's" });
  await expect(photos.getByRole('button', { name: 'Bladeren' })).toBeInViewport();
});
