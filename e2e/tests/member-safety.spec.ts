import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, PHONE, chat, send } from './chat-page';
import { expect, test } from './fixtures';
import { pageOf } from './session';
import { addStaff, staffPage } from './staff-console';

test('hidden words keep a first message aside, unannounced; a hurtful one is asked about on both sides', async ({
  page,
  member,
  anotherMember,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const rik = await anotherMember('Rik');
  await page.setViewportSize(PHONE);

  // Sanne hides a word in her safety settings.
  await page.goto('/notifications');
  const safety = page.getByRole('region', { name: 'Veiligheid' });
  await safety.getByLabel('Woord of zin').fill('Bitcoin');
  await safety.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(safety.getByRole('list', { name: 'Verborgen woorden' })).toContainText('bitcoin');
  await expectNoSeriousAxeViolations(page, 'safety settings, 360 px');

  // Rik writes first with that word, then something hurtful: he is asked before it goes.
  const rikPage = await pageOf(browser, baseURL ?? '', rik);
  await rikPage.setViewportSize(DESKTOP);
  await rikPage.goto(`/members/${member.user.profile.id}/chat`);
  const r = chat(rikPage, 'Sanne');
  await send(r.field, 'Hoi Sanne, doe jij ook in bitcoin?');
  await expect(rikPage).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(rikPage.url()).pathname;
  await r.field.fill('Hou je bek, trut');
  await r.field.press('Enter');
  const ask = rikPage.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(ask).toContainText('woorden die Sanne als kwetsend kan ervaren');
  await expectNoSeriousAxeViolations(rikPage, '"Weet je het zeker?", 1280 px');
  await ask.getByRole('button', { name: 'Toch sturen' }).click();
  // Stored, and nothing tells him his first message waits in her hidden folder: "sent" stands
  // under the newest message the server took, so under the first one while this one is on its
  // way (a conversation of her hidden folder is not brought to her page live).
  await expect(
    r.log.getByRole('listitem').filter({ hasText: 'Hou je bek, trut' }).getByText('Verzonden'),
  ).toBeVisible();

  // Sanne's list does not show him; her hidden folder does.
  await page.goto('/chats');
  await expect(page.getByRole('link', { name: /Rik/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Verborgen' }).click();
  const hidden = page.getByRole('list', { name: 'Verborgen gesprekken' });
  await hidden.getByRole('link', { name: /Rik/ }).click();
  await expect(page).toHaveURL(new RegExp(`${conversation}$`));

  // Under the hurtful message she is asked, and reports it in one tap.
  const s = chat(page, 'Rik');
  const question = s.log.getByRole('group', { name: 'Stoort dit je?' });
  await expect(question).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, '"Stoort dit je?", 360 px');
  await question.getByRole('button', { name: 'Ja, melden' }).click();
  await expect(s.log.getByText('Bedankt. Een moderator bekijkt dit bericht.')).toBeVisible();
  await rikPage.context().close();
});

test('a first message asking for money on a bank account waits for a moderator, who lets it through with a warning', async ({
  page,
  member,
  anotherMember,
  browser,
}) => {
  test.setTimeout(120_000);
  const kees = await anotherMember('Kees');
  const sent = await kees.request.post('/api/chat.php', {
    data: {
      profile_id: member.user.profile.id,
      nonce: `e2e-scam-${Date.now()}`,
      body: 'Lieverd, maak je 200 euro over op NL91 ABNA 0417 1643 00? Of via Western Union?',
    },
  });
  expect(sent.status()).toBe(201);
  const conversation = `/chats/${(await sent.json()).conversation_id}`;

  // Held: not in Sanne's list, and its page is not hers yet.
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();

  // A moderator finds it among the scam signals, reads why, and lets it through.
  const moderator = await staffPage(browser, addStaff('Mila', 'moderator'));
  const item = moderator.getByRole('link', {
    name: new RegExp(`Kees \\(profiel ${kees.user.profile.id}\\) openen`),
  });
  await expect(async () => {
    await moderator.reload();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
  const signals = moderator.getByRole('region', { name: 'Wat de fraudecontrole zag' });
  await expect(signals).toContainText('Bankrekening (IBAN)');
  await expect(signals).toContainText('Betaalapp of cadeaukaart');
  await expect(signals).toContainText('de ontvanger ziet het pas als je de melding afwijst');
  await expectNoSeriousAxeViolations(moderator);
  const decision = moderator.getByRole('complementary', { name: 'Besluit' });
  await decision.getByRole('radio', { name: 'Seponeren (geen maatregel)' }).check();
  const facts = decision.getByLabel('Toelichting voor het lid');
  if (await facts.isVisible())
    await facts.fill('Een vriend die om een lening vraagt: geen oplichting.');
  await decision.getByRole('button', { name: 'Besluit vastleggen' }).click();
  await expect(moderator.getByText('Besluit vastgelegd.')).toBeVisible();

  // Now Sanne has it, with a warning under it.
  await page.goto(conversation);
  const s = chat(page, 'Kees');
  await expect(s.log.getByText(/Western Union/)).toBeVisible();
  await expect(s.log.getByRole('note')).toContainText('Stuur nooit geld');
  await expectNoSeriousAxeViolations(page, 'warned message');
  await moderator.context().close();
});

test('the orientation is kept only with its consent, and withdrawing it erases it', async ({
  page,
  member,
}) => {
  void member;
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Je gegevens' });
  const orientation = form.getByLabel('Geaardheid', { exact: true });
  await orientation.selectOption({ label: 'Biseksueel' });
  const consent = form.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ });
  await expect(consent).not.toBeChecked();
  await form.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(orientation).toHaveAccessibleDescription(/Geef je toestemming hieronder/);

  await consent.check();
  await form.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(form.getByText('Je profiel is opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Geaardheid', { exact: true })).toHaveValue('bi');
  await expect(form.getByText(/Toestemming gegeven op/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'orientation with its consent');

  await form.getByRole('checkbox', { name: /Ik geef uitdrukkelijk toestemming/ }).uncheck();
  await form.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(form.getByText('Je profiel is opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Geaardheid', { exact: true })).toHaveValue('');
});
