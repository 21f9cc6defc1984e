import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, PHONE, chat, send } from './chat-page';
import { expect, test } from './fixtures';
import {
  buyPackage,
  choosePackage,
  outboxTexts,
  payNow,
  providerChooses,
  tickStatements,
} from './payments-page';

test('from a chat without credits, a member buys credits, becomes premium, goes back and sends a paid message', async ({
  page,
  member,
  anotherMember,
}) => {
  test.setTimeout(120_000);
  const noor = await anotherMember('Noor');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/members/${noor.user.profile.id}/chat`);
  const a = chat(page, 'Noor');
  await send(a.field, 'Hallo!');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(page.url()).pathname;

  // A gift costs credits the member does not have: the prompt leads to the packages.
  await page.getByRole('button', { name: 'Cadeau sturen (15 credits)' }).click();
  await page.getByRole('button', { name: 'Roos, 15 credits' }).click();
  await page
    .getByRole('dialog', { name: 'Niet genoeg credits' })
    .getByRole('link', { name: 'Credits kopen' })
    .click();
  await expect(page.getByRole('heading', { name: 'Credits kopen', level: 1 })).toBeVisible();
  // A new member's time bonus: 25% off, decided by the server, on every package.
  const popular = page.getByRole('article', { name: '125 credits' });
  await expect(popular).toContainText('Populair');
  await expect(popular).toContainText('-25%');
  await expectNoSeriousAxeViolations(page, 'credits packages, 1280 px');

  await choosePackage(page, 125, 'iDEAL');
  await expect(page.getByText('Je kiest je bank op de iDEAL-pagina.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Heb je een kortingscode?' }).fill('BESTAATNIET');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Code niet gevonden')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'checkout, 1280 px');
  await payNow(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'test provider checkout page');
  await providerChooses(page, 'Betaald / Paid');

  // The status page: paid (the webhook may come a moment later: the page follows it live).
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('125 credits bijgeschreven.')).toBeVisible();
  await expect(page.getByText('Je bent nu premium.')).toBeVisible();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: /Premium worden|Word Premium/ }),
  ).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'payment completed, 1280 px');
  // The receipt is the durable record, with the consent the member gave.
  const [receipt] = await outboxTexts(page.request, member.email);
  expect(receipt).toContain('Ik verzoek uitdrukkelijk dat de dienst direct na betaling begint');
  expect(receipt).toMatch(/INV-\d{4}-\d+/);

  // Back to the chat: now a paying member, the text costs message_credits (5).
  await page.getByRole('link', { name: 'Verder waar je was' }).click();
  await expect(page).toHaveURL(conversation);
  await send(chat(page, 'Noor').field, 'Nu met credits!');
  await expect(page.getByRole('link', { name: 'Je hebt 120 credits. Credits kopen' })).toBeVisible({
    timeout: 10_000,
  });
});

test('a failed payment offers another try, and a cancelled one says nothing was charged', async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  void member;
  await page.setViewportSize(PHONE);
  await page.goto('/credits');
  await choosePackage(page, 50, 'Creditcard');
  await payNow(page);
  await providerChooses(page, 'Mislukt / Failed');
  await expect(page.getByText('Betaling mislukt')).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page, 'payment failed, 360 px');

  await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('button', { name: /^Nu betalen/ })).toBeVisible();
  await payNow(page);
  await providerChooses(page, 'Geannuleerd / Cancelled');
  await expect(page.getByRole('heading', { name: 'Betaling geannuleerd' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Er is niets afgeschreven.', { exact: false })).toBeVisible();

  // Both attempts are in the list, neither paid.
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transacties' })).toBeVisible();
  await expect(page.getByText('Mislukt')).toBeVisible();
  await expect(page.getByText('Geannuleerd')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'transactions, 360 px');
});

test('direct debit: the form checks the IBAN, an SMS code confirms the mandate, and the purchase completes', async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  void member;
  // A number of its own per run, so that no other test's SMS is read.
  const digits = String(Date.now()).slice(-8);
  await page.setViewportSize(PHONE);
  await page.goto('/credits');
  await choosePackage(page, 50, 'Automatische incasso');
  await expect(
    page.getByRole('heading', { name: 'Betalen met automatische incasso' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam rekeninghouder' }).fill('Sanne de Vries');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('NL91ABNA0417164301');
  await page.getByRole('textbox', { name: 'Straat' }).fill('Damrak');
  await expect(page.getByText('Dit IBAN klopt niet', { exact: false })).toBeVisible();
  await iban.fill('NL91ABNA0417164300');
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 00');
  await page.getByRole('textbox', { name: 'Huisnummer' }).fill('1');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('1012 LG');
  await page.getByRole('textbox', { name: 'Plaats' }).fill('Amsterdam');
  await page.getByRole('textbox', { name: 'Mobiel nummer' }).fill(`06${digits}`);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await expectNoSeriousAxeViolations(page, 'direct debit form, 360 px');
  await page.getByRole('button', { name: 'Sms-code aanvragen' }).click();
  await expect(page.getByRole('heading', { name: 'Bevestig met de sms-code' })).toBeVisible();

  const [sms] = await outboxTexts(page.request, `sms:+316${digits}`);
  const code = /\b(\d{6})\b/.exec(sms ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const field = page.getByRole('textbox', { name: 'Sms-code' });
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page.getByText('Deze sms-code klopt niet.')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Bevestigen en betalen' }).click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  // The debit settles by itself at the test provider a moment later; the page follows.
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Automatische incasso')).toBeVisible();
});

test('within fourteen days a member withdraws from a purchase in two clicks and gets the unused part back', async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  void member;
  await page.setViewportSize(DESKTOP);
  await buyPackage(page, 50, 'iDEAL');

  await page.getByRole('button', { name: /^Aankoop herroepen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Aankoop herroepen?' });
  // 50 credits for € 12,50 less the 25% time bonus: all unused, all back.
  await expect(dialog).toContainText(
    'Je krijgt € 9,38 terug en we halen 50 credits van je saldo af.',
  );
  await expectNoSeriousAxeViolations(page, 'withdrawal dialog, 1280 px');
  await dialog.getByRole('button', { name: 'Ja, herroepen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Herroepen op/ })).toContainText(
    'We storten € 9,38 terug; 50 credits zijn van je saldo gehaald.',
  );
  await expect(page.getByRole('button', { name: /^Aankoop herroepen/ })).toHaveCount(0);
  // Premium came with the only purchase, and went with it.
  await page.goto('/premium');
  await expect(page.getByRole('heading', { name: 'Word Premium' })).toBeVisible();
  await expect(page.getByText('46% meer kans op een match')).toBeVisible();
});

test('a card purchase leaves a mandate: a repeat order buys the package again in one click', async ({
  page,
  member,
}) => {
  test.setTimeout(90_000);
  void member;
  await page.setViewportSize(PHONE);
  await buyPackage(page, 50, 'Creditcard');

  await page.goto('/credits/repeat-order');
  await expect(page.getByText(/^Wordt meteen betaald met/)).toBeVisible();
  await tickStatements(page.getByRole('group', { name: 'Voordat je koopt' }));
  await expectNoSeriousAxeViolations(page, 'repeat order with an order, 360 px');
  await page.getByRole('button', { name: /^Opnieuw kopen/ }).click();
  // No provider page: the stored mandate is charged, and settles a moment later.
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Betaling gelukt' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/transactions');
  await expect(page.getByText('Betaald')).toHaveCount(2);
});

test('packages, checkout, premium, pricing and repeat order read well at 360 and 1280 px', async ({
  page,
  member,
}) => {
  void member;
  allowForScreens(6);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/premium');
    await expect(page.getByText('46% meer kans op een match')).toBeVisible();
    await expectNoSeriousAxeViolations(page, `premium, ${size.width} px`);
    await page.goto('/pricing');
    await expect(page.getByRole('table', { name: 'Pakketten' })).toContainText('125 credits');
    await expectNoSeriousAxeViolations(page, `pricing, ${size.width} px`);
    await page.goto('/credits/repeat-order');
    await expect(
      page.getByText('Je hebt nog geen pakket gekocht dat je kunt herhalen.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `repeat order, ${size.width} px`);
  }
});
