import { expectNoSeriousAxeViolations } from './axe';
import { PHONE } from './chat-page';
import { expect, test } from './fixtures';
import { choosePackage, payNow, providerChooses, tickStatements } from './payments-page';

// Antwerp: a position the own-profile API turns into a Belgian city (decision 0112).
const ANTWERP = { lat: 51.22, lon: 4.4 };

test('a Belgian member pays with the KBC/CBC Payment Button, choosing the bank CBC on our page', async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  void member;
  // The member moves to Belgium as the location setting does; the offer follows the profile.
  const moved = await page.request.put('/api/my-profile.php', { data: { location: ANTWERP } });
  expect(moved.ok()).toBe(true);
  expect(((await moved.json()) as { profile: { country: string } }).profile.country).toBe('BE');

  await page.setViewportSize(PHONE);
  await page.goto('/credits');
  await choosePackage(page, 50, 'KBC/CBC-betaalknop');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Betalen met KBC/CBC-betaalknop' }),
  ).toBeVisible();
  const bank = page.getByRole('combobox', { name: 'Kies je bank' });
  await expect(bank.getByRole('option')).toHaveText(['Kies…', 'KBC', 'CBC']);

  // Paying without a bank is refused here, with the reason next to the choice.
  await tickStatements(page.getByRole('group', { name: 'Voordat je betaalt' }));
  await page.getByRole('button', { name: /^Nu betalen/ }).click();
  await expect(bank).toBeFocused();
  await expect(page.getByText('Kies je bank om verder te gaan.')).toBeVisible();
  await bank.selectOption({ label: 'CBC' });
  await expectNoSeriousAxeViolations(page, 'checkout with a bank choice, 360 px');

  await payNow(page);
  // The provider's page shows the method and the bank chosen on ours.
  await expect(page.getByRole('definition').filter({ hasText: /^kbc$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^CBC$/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'test provider checkout page, 360 px');
  await providerChooses(page, 'Betaald / Paid');

  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('50 credits bijgeschreven.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'payment completed, 360 px');

  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transacties' })).toBeVisible();
  await expect(page.getByText('KBC/CBC-betaalknop')).toBeVisible();
});
