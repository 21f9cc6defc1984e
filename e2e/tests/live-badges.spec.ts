import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { Locator } from '@playwright/test';

/** The count a screen reader hears in a link's name (0 when there is no badge). */
async function spokenCount(link: Locator, pattern: RegExp): Promise<number> {
  return Number(pattern.exec(await link.ariaSnapshot())?.[1] ?? 0);
}

// A member of its own receives the message and the like, so no other journey sees them.
test('a new message and a new like reach the badges at once, not at the next refresh', async ({
  page,
  member,
  anotherMember,
}) => {
  // The first scheduled refresh comes 5 s after mount, the next one a minute later: once the
  // first has gone out, anything that changes the badges within seconds came over the socket.
  const firstRefresh = page.waitForRequest((request) => request.url().endsWith('/api/chats.php'), {
    timeout: 15_000,
  });
  await page.goto('/members');
  await firstRefresh;
  await page.waitForRequest((request) => request.url().endsWith('/api/chats.php'), {
    timeout: 15_000,
  });

  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const messages = nav.getByRole('link', { name: /^Berichten/ });
  const likes = nav.getByRole('link', { name: /^Likes/ });
  const unreadBefore = await spokenCount(messages, /(\d+) ongelezen/);
  const likesBefore = await spokenCount(likes, /(\d+) nieuwe like/);

  const { request: stranger } = await anotherMember('Noor');
  const sent = await stranger.post('/api/chat.php', {
    data: {
      profile_id: member.user.profile.id,
      body: 'Hoi! Zin in een kop koffie?',
      nonce: randomUUID(),
    },
  });
  expect(sent.status()).toBe(201);
  await expect(messages).toHaveAccessibleName(
    new RegExp(`^Berichten ${unreadBefore + 1} ongelezen bericht(en)?$`),
    { timeout: 5_000 },
  );
  await expect(page).toHaveTitle(new RegExp(`^\\(${unreadBefore + 1 + likesBefore}\\) `));

  const liked = await stranger.post('/api/like.php', {
    data: { profile_id: member.user.profile.id },
  });
  expect(liked.ok()).toBe(true);
  await expect(likes).toHaveAccessibleName(new RegExp(`^Likes ${likesBefore + 1} nieuwe likes?$`), {
    timeout: 5_000,
  });
});

test('the chats overview follows a new message at once, as the badge does', async ({
  page,
  member,
  anotherMember,
}) => {
  // As above: once the refresh 5 s after mount has gone out, the next is a minute away.
  const refreshes = () =>
    page.waitForRequest((request) => request.url().endsWith('/api/chats.php'), { timeout: 15_000 });
  const atMount = refreshes();
  await page.goto('/chats');
  await atMount;
  await refreshes();
  await expect(page.getByRole('heading', { name: 'Nog geen gesprekken' })).toBeVisible();

  const { request: stranger } = await anotherMember('Sem');
  const sent = await stranger.post('/api/chat.php', {
    data: { profile_id: member.user.profile.id, body: 'Hoi, leuk profiel!', nonce: randomUUID() },
  });
  expect(sent.status()).toBe(201);

  // Over the live channel, well before the next scheduled refresh (a minute away).
  const list = page.getByRole('list', { name: 'Gesprekken' });
  const conversation = list.getByRole('link', { name: /Sem/ });
  await expect(conversation).toBeVisible({ timeout: 5_000 });
  await expect(conversation).toContainText('Hoi, leuk profiel!');
  await expect(conversation).toContainText('1 ongelezen bericht');
});
