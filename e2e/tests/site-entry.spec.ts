import { expect, test } from './fixtures';

test.use({ returningVisitor: false });

test('a first visit from the Netherlands is asked to confirm 18+ once', async ({ page }) => {
  await page.goto('/members');
  const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Ik ben 18+ en ga verder' }).click();
  await expect(warning).toBeHidden();

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Alleen voor volwassenen' })).toHaveCount(0);
});

test('the warning is not shown on the reset-password page', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
