import { expect, test } from './fixtures';
import { logInWithForm } from './session';

test.describe('every area in one tab', () => {
  test('each remote renders its route inside the shell', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
    ).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toBeVisible();

    await page.goto('/chats');
    await expect(
      page.getByText('Log in om je berichten te lezen en te beantwoorden.'),
    ).toBeVisible();

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Prijzen', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Een bericht sturen \d+ credits/ })).toBeVisible();

    await page.goto('/landers/gallery');
    await expect(page.getByRole('heading', { name: 'Bekijk wie er online is' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meld je gratis aan' }).first()).toHaveAttribute(
      'href',
      /\/signup/,
    );
    // The lander layout: logo bar, no member navigation.
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  });

  test('a member logs in and moves between areas without a page load', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await logInWithForm(page);

    await page.getByRole('link', { name: 'Berichten' }).click();
    await expect(
      page.getByRole('list', { name: 'Gesprekken' }).getByRole('link').first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Prijzen' }).click();
    await expect(page.getByRole('heading', { name: 'Prijzen', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Leden zoeken' }).click();
    await page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('link', { name: 'Terug naar zoeken' })).toBeVisible();

    // Four areas later, still the same document: no reload happened.
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Mijn account' }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByRole('link', { name: 'Inloggen' })).toBeVisible();
  });

  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    // The status says what the page shows: not found (decision 0140).
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Nieuwe leden' })).toBeVisible();
  });
});
