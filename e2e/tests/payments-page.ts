import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The texts of the dev outbox sent to an address (newest first): mails, or SMS at `sms:+31…`. */
export async function outboxTexts(request: APIRequestContext, to: string): Promise<string[]> {
  const outbox = await request.get(`/api/outbox.php?to=${encodeURIComponent(to)}`);
  expect(outbox.ok()).toBe(true);
  const { mails } = (await outbox.json()) as { mails: { text: string }[] };
  return mails.map((mail) => mail.text);
}

/** From /credits: chooses the package of `credits` and a method, landing on its order form. */
export async function choosePackage(page: Page, credits: number, method: string) {
  await page
    .getByRole('article', { name: `${credits} credits` })
    .getByRole('link', { name: 'Kies' })
    .click();
  await expect(page.getByRole('heading', { name: 'Kies een betaalmethode' })).toBeVisible();
  await page.getByRole('link', { name: method }).click();
}

/**
 * Ticks both statements of a consent group, once it shows them: `all()` takes what is there
 * at that moment, and a form still loading has none (the journey then paid without them).
 */
export async function tickStatements(group: Locator) {
  await expect(group.getByRole('checkbox')).toHaveCount(2);
  for (const box of await group.getByRole('checkbox').all()) await box.check();
}

/** Ticks both statements of the order form and pays: the test provider's page opens. */
export async function payNow(page: Page) {
  await tickStatements(page.getByRole('group', { name: 'Voordat je betaalt' }));
  await page.getByRole('button', { name: /^Nu betalen/ }).click();
  await expect(page).toHaveURL(/\/test-provider\/checkout\/tr_test_/);
}

/** On the test provider's page: the outcome, then back on the status page. */
export async function providerChooses(page: Page, outcome: string) {
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
}

/** Buys a package from /credits through the test provider, up to the status page's "Betaling gelukt". */
export async function buyPackage(page: Page, credits: number, method: string) {
  await page.goto('/credits');
  await choosePackage(page, credits, method);
  await payNow(page);
  await providerChooses(page, 'Betaald / Paid');
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
    timeout: 20_000,
  });
}
