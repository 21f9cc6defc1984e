import path from 'node:path';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, PHONE, chat, grantCredits, send } from './chat-page';
import { expect, test } from './fixtures';
import { E2E_FIXTURES_DIR } from './helpers';
import { pageOf } from './session';

test('a paying member sends an image and a gift: the partner taps the blurred photo open, and the balance follows', async ({
  page,
  member,
  anotherMember,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const noor = await anotherMember('Noor');
  grantCredits(member, 100);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/members/${noor.user.profile.id}/chat`);
  const a = chat(page, 'Noor');
  await send(a.field, 'Kijk, mijn hond!');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(page.url()).pathname;

  // The image: picked through the footer's button, a price in its name (photo_credits 10).
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Foto sturen (10 credits)' }).click();
  await (await chooser).setFiles(path.join(E2E_FIXTURES_DIR, 'portrait.jpg'));
  await expect(a.log.getByRole('img', { name: 'Jouw foto' })).toBeVisible({ timeout: 15_000 });

  // The gift (gift_credits 15), from the catalogue's dialog.
  await page.getByRole('button', { name: 'Cadeau sturen (15 credits)' }).click();
  const gifts = page.getByRole('dialog', { name: 'Kies een cadeau' });
  await gifts.getByRole('button', { name: 'Roos, 15 credits' }).click();
  await expect(gifts).toBeHidden();
  await expect(a.log.getByText('Je stuurde een cadeau: Roos')).toBeVisible();
  // 100 - 5 (the text) - 10 (the image) - 15 (the gift).
  await expect(page.getByRole('link', { name: 'Je hebt 70 credits. Credits kopen' })).toBeVisible({
    timeout: 10_000,
  });

  // Noor sees the gift, and the photo blurred until she taps it; then it opens full size.
  const noorPage = await pageOf(browser, baseURL ?? '', noor);
  await noorPage.setViewportSize(PHONE);
  await noorPage.goto(conversation);
  const b = chat(noorPage, 'Sanne');
  await expect(b.log.getByText('Sanne stuurde je een cadeau: Roos')).toBeVisible();
  await expect(b.log.getByRole('button', { name: 'Foto groot bekijken' })).toHaveCount(0);
  await b.log.getByRole('button', { name: 'Tonen' }).click();
  await b.log.getByRole('button', { name: 'Foto groot bekijken' }).click();
  const full = noorPage.getByRole('dialog');
  await expect(full.getByRole('img')).toBeVisible();
  await expectNoSeriousAxeViolations(noorPage, 'full-size chat photo, 360 px');
  await full.getByRole('button', { name: 'Sluiten' }).click();
  await expect(full).toBeHidden();
  await noorPage.context().close();
});

test('without credits, a gift prompts a credit purchase that returns to the chat, and nothing is sent', async ({
  page,
  member,
  anotherMember,
}) => {
  void member;
  const noor = await anotherMember('Noor');
  await page.setViewportSize(PHONE);
  await page.goto(`/members/${noor.user.profile.id}/chat`);
  const a = chat(page, 'Noor');
  // A free member's text is free (up to 2 started chats); a gift is not.
  await send(a.field, 'Hallo!');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Cadeau sturen (15 credits)' }).click();
  await page.getByRole('button', { name: 'Roos, 15 credits' }).click();
  const prompt = page.getByRole('dialog', { name: 'Niet genoeg credits' });
  await expect(prompt).toContainText('Je hebt 15 credits nodig');
  await expect(prompt.getByRole('link', { name: 'Credits kopen' })).toHaveAttribute(
    'href',
    `/credits?return_to=${encodeURIComponent(conversation)}`,
  );
  await expectNoSeriousAxeViolations(page, 'insufficient credits, 360 px');
  await prompt.getByRole('button', { name: 'Annuleren' }).click();
  await expect(prompt).toBeHidden();
  await expect(a.log.getByText(/cadeau/)).toHaveCount(0);
  await page.reload();
  await expect(a.log.getByText('Hallo!')).toBeVisible();
  await expect(a.log.getByText(/cadeau/)).toHaveCount(0);
});

test('a member reports a message and gets a reference, then deletes the chat: gone at once and after a reload, the partner keeps it', async ({
  page,
  member,
  anotherMember,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  void member;
  const noor = await anotherMember('Noor');
  await page.setViewportSize(DESKTOP);
  await page.goto(`/members/${noor.user.profile.id}/chat`);
  await send(chat(page, 'Noor').field, 'Koop goedkope horloges op mijn site');
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(page.url()).pathname;

  const noorPage = await pageOf(browser, baseURL ?? '', noor);
  await noorPage.goto(conversation);
  const b = chat(noorPage, 'Sanne');
  await b.log.getByRole('button', { name: 'Bericht van Sanne melden' }).click();
  const report = noorPage.getByRole('dialog', { name: 'Bericht melden' });
  await report.getByRole('radio', { name: 'Spam of reclame' }).check();
  await report.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(report).toContainText(/Je melding is ontvangen, referentie DSA-\d{4}-\d+\./);
  await report.getByRole('button', { name: 'Sluiten' }).click();

  // Noor deletes the chat from the top bar's menu.
  await send(b.field, 'Dit gesprek stop ik');
  await noorPage.getByRole('button', { name: 'Meer opties' }).click();
  await noorPage.getByRole('menuitem', { name: 'Gesprek verwijderen' }).click();
  await noorPage
    .getByRole('dialog', { name: 'Gesprek verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(noorPage).toHaveURL(/\/chats$/);
  const link = noorPage.locator(`a[href="${conversation}"]`);
  await expect(link).toHaveCount(0);
  await noorPage.reload();
  await expect(noorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(link).toHaveCount(0);
  await noorPage.context().close();

  // Sanne still has the conversation, with Noor's last message.
  await page.goto('/chats');
  await expect(page.locator(`a[href="${conversation}"]`)).toHaveCount(1);
});
