import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { buyPackage, outboxTexts } from './payments-page';
import { addStaff, staffPage } from './staff-console';

/** The member's balance as the server holds it. */
const creditsOf = async (request: APIRequestContext) => {
  const answer = await request.get('/api/user.php');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { user: { credits: number } }).user.credits;
};

test('a finance user refunds part of a payment: the member is told, and the console, the balance and the member\u2019s transactions agree', async ({
  page,
  browser,
  member,
}) => {
  test.slow();
  await buyPackage(page, 50, 'iDEAL');
  const paymentId = /\/transactions\/(\d+)$/.exec(page.url())![1]!;
  const before = await creditsOf(page.request);

  // Finance opens the member's file by number, on the console's own origin.
  const finance = await staffPage(browser, addStaff('Fenna', 'finance'), 'Leden');
  await finance.getByLabel('Lidnummer').fill(member.user.id);
  await finance.getByRole('button', { name: 'Dossier openen' }).click();
  await expect(finance.getByLabel(`Betaling ${paymentId}`)).toContainText('betaald');
  await expectNoSeriousAxeViolations(finance, 'the member file, 1280 px');

  // Half of what was paid back (the price depends on the member's discount): the button says
  // how much may go back, and a pro-rata share of the 50 unused credits is taken.
  const open = finance.getByRole('button', { name: /^Terugbetalen \(tot €\s[\d,]+\)$/ });
  const paidCents = Number(/([\d,]+)\)$/.exec((await open.textContent())!)![1]!.replace(',', ''));
  const halfCents = Math.floor(paidCents / 2);
  const half = (halfCents / 100).toFixed(2).replace('.', ',');
  const amount = new RegExp(`€\\s${half}`);
  await open.click();
  await finance.getByLabel('Bedrag in euro').fill(half);
  await finance.getByLabel('Reden').fill('Klacht over een nepprofiel, coulance');
  await finance.getByRole('button', { name: 'Verder' }).click();
  await expectNoSeriousAxeViolations(finance, 'the refund confirmation');
  await finance
    .getByRole('button', { name: new RegExp(`^${amount.source} terugbetalen$`) })
    .click();
  const done = finance.getByText(new RegExp(`${amount.source} terugbetaald; \\d+ credits`));
  await expect(done).toBeVisible();
  const taken = Number(/; (\d+) credits teruggenomen/.exec((await done.textContent())!)![1]);
  expect(taken).toBe(Math.floor((50 * halfCents) / paidCents));

  // The balance went down by exactly what the console says, once.
  expect(await creditsOf(page.request)).toBe(before - taken);
  await finance.reload();
  const account = finance.getByRole('region', { name: 'Account' });
  await expect(account).toContainText(`${before - taken} credits`);
  const ledger = finance.getByRole('table', { name: 'De laatste 100 wijzigingen, nieuwste eerst' });
  await expect(ledger.getByRole('row').nth(1)).toContainText(`-${taken}`);
  const left = ((paidCents - halfCents) / 100).toFixed(2).replace('.', ',');
  await expect(
    finance.getByRole('button', { name: new RegExp(`^Terugbetalen \\(tot €\\s${left}\\)$`) }),
  ).toBeVisible();

  // The member's own page of the payment says the same, and a mail told them.
  await page.goto(`/transactions/${paymentId}`);
  const detail = page.getByRole('region', { name: 'Details' });
  await expect(detail).toContainText('Deels terugbetaald');
  await expect(detail).toContainText(
    new RegExp(
      `We hebben ${amount.source} teruggestort. ${taken} credits zijn van je saldo gehaald.`,
    ),
  );
  await expect
    .poll(async () => (await outboxTexts(page.request, member.email)).join('\n'), {
      timeout: 20_000,
    })
    .toMatch(new RegExp(`We betalen ${amount.source} terug van je betaling`));
  await finance.context().close();
});
