import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, PHONE, chat, grantCredits } from './chat-page';
import { expect, test } from './fixtures';
import { pageSettled } from './helpers';

// A phone's chrome for a member: a one-row top bar, the destinations in a tab bar at the
// bottom edge, and the first profile of the search on the first screen.
test('at 360 x 740 a new member sees the first profile at once and uses the tab bar by keyboard', async ({
  page,
  member,
  anotherMember,
}) => {
  await page.setViewportSize(PHONE);
  // Someone writes and likes the new member, so the badges have something to count.
  const { request: noor } = await anotherMember('Noor');
  const sent = await noor.post('/api/chat.php', {
    data: { profile_id: member.user.profile.id, body: 'Hoi!', nonce: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  expect(
    (await noor.post('/api/like.php', { data: { profile_id: member.user.profile.id } })).ok(),
  ).toBe(true);

  await page.goto('/members');
  const bar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(bar.getByRole('link', { name: 'Berichten 1 ongelezen bericht' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Likes 1 nieuwe like' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Premium' })).toHaveAttribute('href', '/premium');
  await expect(bar.getByRole('link', { name: 'Zoeken' })).toHaveAttribute('aria-current', 'page');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBe(PHONE.height);

  // The top bar is one row: the site's name and the account button side by side.
  const top = page.getByRole('banner');
  const account = top.getByRole('button', { name: 'Mijn account' });
  const [topBox, accountBox] = [(await top.boundingBox())!, (await account.boundingBox())!];
  expect(topBox.height).toBeLessThan(2 * accountBox.height);

  // The first profile of the search lies wholly on the first screen, above the tab bar.
  const first = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const card = (await first.boundingBox())!;
  expect(card.y).toBeGreaterThanOrEqual(topBox.y + topBox.height);
  expect(card.y + card.height).toBeLessThanOrEqual(barBox.y);
  await expectNoSeriousAxeViolations(page, '/members at 360 px with the tab bar');

  // The bar follows the account button in the keyboard's order; Enter follows a tab.
  await account.focus();
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Zoeken' })).toBeFocused();
  await page.keyboard.press('Tab');
  const messages = bar.getByRole('link', { name: /^Berichten/ });
  await expect(messages).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats$/);
  await expect(messages).toHaveAttribute('aria-current', 'page');

  // The page ends above the bar: scrolled to the end, the footer is not under it.
  await expect(page.getByRole('list', { name: 'Gesprekken' })).toBeVisible();
  const footerEnd = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    return footer.y + footer.height;
  };
  await expect.poll(footerEnd).toBeLessThanOrEqual(barBox.y + 1);
  await expectNoSeriousAxeViolations(page, '/chats at 360 px with the tab bar');

  // A paying member with few credits finds them, and their warning, in the bar.
  grantCredits(member, 5);
  await page.reload();
  await expect(bar.getByRole('link', { name: 'Credits Nog maar 5 credits' })).toBeVisible();
});

test('the chat screen keeps the whole height for the conversation: no tab bar over its field', async ({
  page,
  member: _loggedIn,
  anotherMember,
}) => {
  const noor = await anotherMember('Noor');
  await page.setViewportSize(PHONE);
  await page.goto(`/members/${noor.user.profile.id}/chat`);
  await expect(chat(page, 'Noor').field).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
});

test('at 1280 px the links stay in the top bar and no tab bar shows', async ({
  page,
  member: _loggedIn,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/members');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Word Premium' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Zoeken', exact: true })).toBeHidden();
});

// The time-bonus modal (a new member has no credits) comes 40 s into the members area, but
// never over what the member is doing: here the account menu is open.
test('the time-bonus modal waits until the account menu is closed and the member idle', async ({
  page,
  member: _loggedIn,
}) => {
  await page.clock.install();
  await page.goto('/members');
  const account = page.getByRole('banner').getByRole('button', { name: 'Mijn account' });
  await account.click();
  await page.clock.fastForward('01:00');
  const bonus = page.getByRole('dialog', { name: '25% welkomstbonus' });
  await expect(page.getByRole('link', { name: 'Mijn profiel' })).toBeVisible();
  // The fast-forward ran the modal's timer; once the page has done what that timer set off,
  // a modal that would come is there.
  await pageSettled(page);
  await expect(bonus).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Mijn profiel' })).toBeHidden();
  await page.clock.fastForward('00:10');
  await expect(bonus).toBeVisible();
});
