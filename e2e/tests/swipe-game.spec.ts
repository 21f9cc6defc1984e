import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The swipe game to its limit with a fresh member: four likes (by arrow key, button and
// drag) and a pass, then the countdown the server's allowance decides, at phone and desktop
// widths. The member is the test's own, so the demo member keeps its likes.

const swiped = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/swipe.php') && response.request().method() === 'POST',
  );

async function likesLeft(page: Page, count: number) {
  await expect(
    page.getByText(`Nog ${count} ${count === 1 ? 'like' : 'likes'} vandaag`),
  ).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('a new member plays the swipe game to its limit and sees the countdown', async ({
  page,
  member,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe-spel' })).toBeVisible();
  await likesLeft(page, 4);
  await expectNoSidewaysScroll(page, 360);

  // 1: the right arrow on the focused card.
  const card = page.getByRole('figure');
  await card.focus();
  let answer = swiped(page);
  await page.keyboard.press('ArrowRight');
  expect((await answer).ok()).toBe(true);
  await likesLeft(page, 3);
  // The next card has the focus: the arrows go on working.
  await expect(card).toBeFocused();

  // A pass costs nothing.
  answer = swiped(page);
  await page.getByRole('button', { name: 'Overslaan' }).click();
  expect((await (await answer).json()).allowance.remaining).toBe(3);
  await expect(page.getByRole('status').filter({ hasText: 'overgeslagen' })).toBeVisible();

  // 2: the button.
  answer = swiped(page);
  await page.getByRole('button', { name: 'Vind ik leuk' }).click();
  expect((await answer).ok()).toBe(true);
  await likesLeft(page, 2);

  // 3: dragging the card to the right.
  const box = (await card.boundingBox())!;
  const y = box.y + box.height / 2;
  answer = swiped(page);
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, y, { steps: 8 });
  await page.mouse.up();
  expect((await (await answer).json()).allowance.remaining).toBe(1);
  await likesLeft(page, 1);

  // 4: the right arrow again, now from the like button.
  await page.getByRole('button', { name: 'Vind ik leuk' }).focus();
  answer = swiped(page);
  await page.keyboard.press('ArrowRight');
  expect((await answer).ok()).toBe(true);

  await expect(page.getByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeVisible();
  await expect(
    page.getByText('Om middernacht krijg je weer 4 nieuwe likes. Nog even geduld:'),
  ).toBeVisible();
  // The way out looks like a button, not a bare link.
  const wayOut = page.getByRole('link', { name: 'Naar de leden' });
  expect(
    await wayOut.evaluate((link) => {
      const style = getComputedStyle(link);
      return [style.backgroundColor, style.color, style.textDecorationLine];
    }),
  ).toEqual(['rgb(121, 27, 45)', 'rgb(255, 255, 255)', 'none']);
  const timer = page.getByRole('timer', { name: 'Tijd tot je nieuwe likes' });
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByRole('button', { name: 'Vind ik leuk' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 360);

  // The limit is the server's: a fifth like is refused whatever the page shows.
  const deck = await (await page.request.get('/api/swipe.php')).json();
  expect(deck.allowance.remaining).toBe(0);
  const fifth = await page.request.post('/api/swipe.php', {
    data: { profile_id: deck.profiles[0].id, action: 'like' },
  });
  expect(fifth.status()).toBe(429);
  const likes = await (await page.request.get('/api/likes.php')).json();
  expect(likes.profiles).toHaveLength(4);

  // A reload, at desktop width, still shows the countdown; its way out is a keyboard stop.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expectNoSidewaysScroll(page, 1280);
  const toMembers = page.getByRole('link', { name: 'Naar de leden' });
  await toMembers.focus();
  await expect(toMembers).toBeFocused();
  expect(member.user.profile.id).toBeTruthy();
});

// The match finder and the suggestions after signup, at phone and desktop widths: the fresh
// member is offered members who fit, can skip and like them, and has a way on.
test('the match finder and the signup matches work at 360 and 1280 px', async ({
  page,
  member,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/match-finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Matchvinder' })).toBeVisible();
    const proposals = page.getByRole('list', { name: 'Voorstellen' }).getByRole('listitem');
    await expect(proposals.first()).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    const before = await proposals.count();
    const skip = proposals.first().getByRole('button', { name: /^Overslaan / });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'overgeslagen voor nu' }),
    ).toBeVisible();
    await expect(proposals).toHaveCount(before - 1);

    await page.goto('/signup-matches');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welkom! Deze leden passen bij jou' }),
    ).toBeVisible();
    const like = page.getByRole('button', { name: /^Vind ik leuk / }).first();
    await like.click();
    await expect(page.getByRole('button', { name: /^Geliket / }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSidewaysScroll(page, width);
    await expect(page.getByRole('link', { name: 'Verder naar de leden' })).toHaveAttribute(
      'href',
      '/members',
    );
  }
  const likes = await (await page.request.get('/api/likes.php')).json();
  expect(likes.profiles).toHaveLength(2);
  expect(member.user.profile.id).toBeTruthy();
});
