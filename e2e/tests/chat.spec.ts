import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test, type Member } from './fixtures';
import { pageOf } from './session';
import { DESKTOP, PHONE, chat, send } from './chat-page';

/** Two fresh members, each in a browser context of their own. */
async function twoMembers(
  page: Page,
  member: Member,
  anotherMember: (name: string) => Promise<Member>,
  open: (other: Member) => Promise<Page>,
) {
  const noor = await anotherMember('Noor');
  return { sanne: { member, page }, noor: { member: noor, page: await open(noor) } };
}

test('two members chat live: text both ways, typing, a read receipt, and nothing lost or doubled offline', async ({
  page,
  member,
  anotherMember,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { sanne, noor } = await twoMembers(page, member, anotherMember, (other) =>
    pageOf(browser, baseURL ?? '', other),
  );
  await sanne.page.setViewportSize(DESKTOP);
  await noor.page.setViewportSize(PHONE);

  // Sanne starts the conversation from Noor's profile link.
  await sanne.page.goto(`/members/${noor.member.user.profile.id}/chat`);
  const a = chat(sanne.page, 'Noor');
  await expect(a.log.getByText('Zeg hallo tegen Noor')).toBeVisible();
  await expectNoSeriousAxeViolations(sanne.page, 'new conversation, 1280 px');
  await send(a.field, 'Hoi Noor! Zin in koffie?');
  await expect(sanne.page).toHaveURL(/\/chats\/\d+$/);
  const conversation = new URL(sanne.page.url()).pathname;
  await expect(a.log.getByText('Hoi Noor! Zin in koffie?')).toHaveCount(1);

  // Noor opens it: the message is there, and Sanne sees it was read.
  await noor.page.goto(conversation);
  const b = chat(noor.page, 'Sanne');
  await expect(b.log.getByText('Hoi Noor! Zin in koffie?')).toBeVisible();
  await expect(a.log.getByText('Gelezen')).toBeVisible({ timeout: 10_000 });

  // Each sees the other typing; the answer arrives live and ends the indicator.
  await b.field.pressSequentially('Graag, morgen?', { delay: 40 });
  await expect(a.typing).toBeVisible({ timeout: 5_000 });
  await b.field.press('Enter');
  await expect(a.log.getByText('Graag, morgen?')).toBeVisible({ timeout: 5_000 });
  await expect(a.typing).toBeHidden();
  await a.field.pressSequentially('Prima', { delay: 40 });
  await expect(b.typing).toBeVisible({ timeout: 5_000 });
  await send(a.field, 'Prima');
  await expect(b.log.getByText('Prima', { exact: true })).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousAxeViolations(noor.page, 'conversation, 360 px');

  // Noor drops off the network; Sanne sends two messages; Noor comes back and has both once.
  await noor.page.context().setOffline(true);
  await send(a.field, 'Eerste terwijl je weg was');
  await send(a.field, 'Tweede terwijl je weg was');
  await expect(a.log.getByText('Tweede terwijl je weg was')).toBeVisible();
  await expect(a.log.getByText('Wordt verzonden…')).toHaveCount(0, { timeout: 10_000 });
  // Back online, the screen asks for everything after the newest message it holds.
  const resync = noor.page.waitForRequest((request) =>
    /\/api\/chat\.php\?.*after=/.test(request.url()),
  );
  await noor.page.context().setOffline(false);
  await resync;
  for (const text of ['Eerste terwijl je weg was', 'Tweede terwijl je weg was']) {
    await expect(b.log.getByText(text)).toHaveCount(1, { timeout: 10_000 });
  }
  // A late live event or a second resync must not double anything. The channel delivers in
  // order, so once a message sent after the resync has arrived live, anything the resync or
  // the reconnect could still bring has arrived before it.
  await send(a.field, 'Weer terug?');
  await expect(b.log.getByText('Weer terug?')).toHaveCount(1, { timeout: 10_000 });
  await expect(b.log.getByText('Eerste terwijl je weg was')).toHaveCount(1);
  await expect(b.log.getByText('Tweede terwijl je weg was')).toHaveCount(1);
  await expect(b.log.getByText('Hoi Noor! Zin in koffie?')).toHaveCount(1);

  await sanne.page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(sanne.page, 'conversation, 360 px');
  await noor.page.setViewportSize(DESKTOP);
  await expectNoSeriousAxeViolations(noor.page, 'conversation, 1280 px');
  if (process.env.CHAT_SHOTS) {
    await sanne.page.screenshot({ path: `${process.env.CHAT_SHOTS}/a-360.png` });
    await noor.page.screenshot({ path: `${process.env.CHAT_SHOTS}/b-1280.png` });
  }
  await noor.page.context().close();
});

test('a conversation that is not the member’s says so, with a way back to the list', async ({
  page,
  member,
}) => {
  void member;
  await page.goto('/chats/999999999');
  await expect(page.getByRole('heading', { name: 'Gesprek niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar je berichten' }).click();
  await expect(page).toHaveURL(/\/chats$/);
});

test('older messages page in while scrolling up, in order, and the place being read stays put', async ({
  page,
  member,
  anotherMember,
}) => {
  test.setTimeout(90_000);
  const noor = await anotherMember('Noor');
  // 56 messages, from both sides (each member may send 30 a minute): more than one page of 50.
  let conversationId = '';
  for (let n = 1; n <= 56; n += 1) {
    const [request, to] = n % 2 ? [page.request, noor] : [noor.request, member];
    const sent = await request.post('/api/chat.php', {
      data: { profile_id: to.user.profile.id, body: `Bericht nummer ${n}`, nonce: randomUUID() },
    });
    expect(sent.status()).toBe(201);
    conversationId = ((await sent.json()) as { conversation_id: string }).conversation_id;
  }
  await page.setViewportSize(DESKTOP);
  await page.goto(`/chats/${conversationId}`);
  const { log } = chat(page, 'Noor');
  await expect(log.getByText('Bericht nummer 56', { exact: true })).toBeInViewport();
  await expect(log.getByText('Bericht nummer 6', { exact: true })).toHaveCount(0);

  const reading = log.getByText('Bericht nummer 7', { exact: true });
  const older = page.waitForResponse((response) => /[?&]before=/.test(response.url()));
  await log.evaluate((element) => (element.scrollTop = 0));
  await older;
  await expect(log.getByText('Bericht nummer 1', { exact: true })).toHaveCount(1);
  // The older page went in above: message 7 is still where the member was reading.
  await expect(reading).toBeInViewport();
  await expect(log.getByText('Bericht nummer 1', { exact: true })).not.toBeInViewport();

  const texts = await log.getByRole('listitem').locator('p').allTextContents();
  expect(texts).toEqual(Array.from({ length: 56 }, (_, i) => `Bericht nummer ${i + 1}`));
  await expect(log.getByRole('button', { name: 'Oudere berichten laden' })).toHaveCount(0);
});
