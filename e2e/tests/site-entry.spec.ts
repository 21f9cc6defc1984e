import { expect, test } from './fixtures';
import { holdBack } from './helpers';

test.use({ returningVisitor: false });

test('a first visit from the Netherlands is asked to confirm 18+ once', async ({ page }) => {
  await page.goto('/members');
  const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await expect(warning).toBeVisible();
  // The shell's question has taken over from the server's, and the keyboard with it.
  await expect(page.locator('#ssr')).toHaveCount(0);
  await expect(warning).toBeFocused();
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

// Decision 0128: the server's first paint carries the warning, so it is no late paint over
// the page, and it works before the shell's code has arrived.
test('the warning is in the first paint and can be answered before any code has loaded', async ({
  page,
  context,
}) => {
  // The shell's files never come: all that works is what the server sent.
  await page.route(/\.js(\?|$)/, () => undefined);
  await page.goto('/landers/video', { waitUntil: 'commit' });
  const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await expect(warning).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Zien, klikken, chatten', level: 1 }),
  ).toBeVisible();
  // The question has the keyboard from the start: Tab reaches its first answer.
  await expect(warning).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: 'Ik ben 18+ en ga verder' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  // The page's script wrote the cookie; the browser's store has it a moment later.
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .toContain('site_entry_accepted');

  await page.unrouteAll();
  const html = await (await page.request.get('/landers/video')).text();
  expect(html).not.toContain('role="dialog"');
});

test('skipped before the shell came, the warning stays closed when the shell takes over', async ({
  page,
}) => {
  const release = await holdBack(page, /\.js(\?|$)/);
  await page.goto('/pages/terms', { waitUntil: 'commit' });
  const warning = page.getByRole('dialog', { name: 'Alleen voor volwassenen' });
  await warning.getByRole('button', { name: 'Later' }).click();
  await expect(warning).toHaveCount(0);
  release();
  await expect(page.locator('#ssr')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
