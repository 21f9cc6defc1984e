import { expect, test } from './fixtures';
import { openInteractive } from './server-paint';
import { visitAs } from './session';

// A member of its own: switching the language changes the account.
test('a Belgian member switches to French: the chrome, the cookie and the account follow', async ({
  page,
  context,
  member,
}) => {
  // Belgium shows nl, fr and de, so the language menu (shown for more than one) appears.
  await visitAs(page, 'liefdevol.be');
  // The language menu opens once the shell has taken over from the server's paint.
  await openInteractive(page, '/members');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();

  // On a busy machine a first click could land while the chrome was still being drawn again
  // (the member's session arriving) and the menu stayed shut: open it until it is open.
  const languages = page.getByRole('banner').getByRole('button', { name: 'Taal: Nederlands' });
  await expect(async () => {
    if ((await languages.getAttribute('aria-expanded')) !== 'true') await languages.click();
    await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/user.php'),
  );
  await page.getByRole('button', { name: 'Français' }).click();

  const frenchNav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(frenchNav.getByRole('link', { name: 'Rechercher des membres' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Questions fréquentes' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect((await saved).postDataJSON()).toEqual({ language: 'fr' });
  // The page wrote the cookie; the browser's store has it a moment later.
  const languageCookie = async () =>
    (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  await expect.poll(async () => (await languageCookie())?.value).toBe('fr');
  const cookie = await languageCookie();
  // 365 days, give or take the seconds this test took.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // The next visit starts in French.
  await page.reload();
  await expect(frenchNav.getByRole('link', { name: 'Rechercher des membres' })).toBeVisible();

  // The account keeps it: this member's next login anywhere starts in French.
  const account = await page.request.get('/api/user.php');
  expect((await account.json()).user).toMatchObject({ email: member.email, language: 'fr' });
});
