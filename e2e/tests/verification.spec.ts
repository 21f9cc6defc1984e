import sharp from 'sharp';
import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { acceptSiteEntry } from './session';
import { addStaff, staffPage } from './staff-console';

const PHONE = { width: 360, height: 740 };

test('a new member verifies with a selfie, a moderator approves it, and others find the badge with the only-verified filter', async ({
  page,
  browser,
  member,
  anotherMember,
}) => {
  allowForScreens(6);
  const profileId = member.user.profile.id;

  // The member, on a phone: the pose the server drew, then the camera.
  await page.setViewportSize(PHONE);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verifieer je profiel' })).toBeVisible();
  await expect(page.getByText(/alleen tot een moderator heeft beslist/)).toBeVisible();
  await page.getByRole('button', { name: 'Verifiëren' }).click();
  await expect(page.getByRole('heading', { name: 'Jouw houding' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/verify with a pose, 360 px');
  const selfie = await sharp({
    create: { width: 640, height: 800, channels: 3, background: '#a07060' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Selfie maken')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await expect(page.getByText(/wacht op een moderator/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/verify pending, 360 px');

  // A moderator compares and approves, on the console's own origin.
  const moderator = await staffPage(browser, addStaff('Vera', 'moderator'));
  await moderator.setViewportSize(PHONE);
  await moderator.getByRole('link', { name: 'Verificaties' }).click();
  const request = moderator.getByRole('article', {
    name: `Selfie van ${member.name} (profiel ${profileId})`,
  });
  await expect(async () => {
    await moderator.reload();
    await expect(request).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(request.getByRole('img', { name: `Selfie van ${member.name}` })).toBeVisible();
  await expect(request.getByText(/^Gevraagde houding: /)).toBeVisible();
  await expectNoSeriousAxeViolations(moderator, 'Verificaties, 360 px');
  await request.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(request).toHaveCount(0);

  // The member reads the outcome.
  await page.reload();
  await expect(page.getByText(/Je profiel is geverifieerd sinds/)).toBeVisible();

  // Another member finds the badge on the card, with the only-verified filter.
  const joost = await anotherMember('Joost');
  const site = new URL(page.url()).origin;
  const joostContext = await browser.newContext({ baseURL: site, locale: 'nl-NL' });
  await acceptSiteEntry(joostContext, site);
  const joostPage = await joostContext.newPage();
  const login = await joostPage.request.post('/api/user.php', {
    data: { email: joost.email, password: joost.password },
  });
  expect(login.ok()).toBe(true);
  await joostPage.setViewportSize(PHONE);
  await joostPage.goto('/members');
  await joostPage.getByRole('button', { name: 'Filters' }).click();
  const filters = joostPage.getByRole('search', { name: 'Zoekfilters' });
  await filters.getByRole('checkbox', { name: 'Alleen geverifieerd' }).check();
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(joostPage).toHaveURL(/verified_only=true/);
  const results = joostPage.getByRole('list', { name: 'Zoekresultaten' });
  const card = results.getByRole('link', { name: new RegExp(member.name) }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Geverifieerd' })).toBeVisible();
  await expectNoSeriousAxeViolations(joostPage, '/members only verified, 360 px');
  await joostContext.close();
});
