import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoLive, pageOf } from './session';

/** Waits for the refresh 5 s after mount: after it, the next scheduled one is a minute away. */
async function pastFirstRefresh(page: Page, path: string) {
  const likesCall = () =>
    page.waitForRequest((request) => request.url().endsWith('/api/likes.php'), {
      timeout: 15_000,
    });
  const atMount = likesCall();
  await page.goto(path);
  await atMount;
  await likesCall();
}

const matchModal = (page: Page) => page.getByRole('dialog', { name: 'Nieuwe like!' });

test('a like shows in received with the badge, opening it drops the badge at once, and a like back is a match for both', async ({
  page,
  browser,
  baseURL,
  member: sanne,
  anotherMember,
}) => {
  const noor = await anotherMember('Noor');
  const noorPage = await pageOf(browser, baseURL!, noor);
  try {
    await pastFirstRefresh(page, '/members');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const likesLink = nav.getByRole('link', { name: /^Likes/ });
    await expect(likesLink).toHaveAccessibleName('Likes');

    const liked = await noor.request.post('/api/like.php', {
      data: { profile_id: sanne.user.profile.id },
    });
    expect(liked.ok()).toBe(true);
    await expect(likesLink).toHaveAccessibleName('Likes 1 nieuwe like', { timeout: 5_000 });

    await likesLink.click();
    await expect(page).toHaveURL(/\/likes\/received$/);
    const tabs = page.getByRole('navigation', { name: 'Soorten likes' });
    await expect(tabs.getByRole('link', { name: 'Ontvangen 1 nieuw' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const received = page.getByRole('list', { name: 'Ontvangen' });
    const card = received.getByRole('link', { name: /^Nieuw Noor, \d+/ });
    await expect(card).toHaveAttribute('href', `/likes/m/${noor.user.profile.id}`);

    // Opening the liker's profile clears the flag: the badge drops over the live channel,
    // well before the next scheduled refresh (a minute away).
    await gotoLive(noorPage, '/members');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/likes/m/${noor.user.profile.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Noor, \d+$/ })).toBeVisible();
    await expect(likesLink).toHaveAccessibleName('Likes', { timeout: 5_000 });

    // A like back is a match: both members see the match modal, wherever they are.
    await page.getByRole('button', { name: 'Vind ik leuk' }).click();
    await expect(matchModal(page)).toBeVisible({ timeout: 5_000 });
    await expect(matchModal(page)).toContainText('Noor vindt jou leuk.');
    await expect(matchModal(noorPage)).toBeVisible();
    await expect(matchModal(noorPage)).toContainText('Sanne vindt jou leuk.');
    await noorPage.keyboard.press('Escape');
    await expect(matchModal(noorPage)).toBeHidden();

    await matchModal(page).getByRole('button', { name: 'Bekijk profiel' }).click();
    await page.goto('/likes/matches');
    await expect(
      page.getByRole('list', { name: 'Matches' }).getByRole('link', { name: /Noor, \d+/ }),
    ).toBeVisible();
  } finally {
    await noorPage.context().close();
  }
});

test('a block takes both members out of each other’s likes', async ({
  page,
  browser,
  baseURL,
  member: sanne,
  anotherMember,
}) => {
  const noor = await anotherMember('Noor');
  for (const [from, to] of [
    [noor.request, sanne.user.profile.id],
    [page.request, noor.user.profile.id],
  ] as const) {
    expect((await from.post('/api/like.php', { data: { profile_id: to } })).ok()).toBe(true);
  }
  await page.goto('/likes/matches');
  const noorCard = page.getByRole('link', { name: /Noor, \d+/ });
  await expect(noorCard).toBeVisible();

  const blocked = await noor.request.post('/api/block.php', {
    data: { profile_id: sanne.user.profile.id },
  });
  expect(blocked.ok()).toBe(true);

  // The blocked member no longer sees the blocker in any tab.
  for (const tab of ['received', 'given', 'matches']) {
    await page.goto(`/likes/${tab}`);
    await expect(page.getByRole('link', { name: 'Leden zoeken' }).last()).toBeVisible();
    await expect(noorCard).toHaveCount(0);
  }
  // Nor does the blocker see the member it blocked.
  const noorPage = await pageOf(browser, baseURL!, noor);
  try {
    for (const tab of ['received', 'given', 'matches']) {
      await noorPage.goto(`/likes/${tab}`);
      await expect(noorPage.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
      await expect(noorPage.getByRole('link', { name: 'Leden zoeken' }).last()).toBeVisible();
      await expect(noorPage.getByRole('link', { name: /Sanne, \d+/ })).toHaveCount(0);
    }
  } finally {
    await noorPage.context().close();
  }
});

for (const width of [360, 1280]) {
  test(`the likes screen fits and works by keyboard at ${width} px`, async ({
    page,
    member: sanne,
    anotherMember,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const noor = await anotherMember('Noor');
    await noor.request.post('/api/like.php', { data: { profile_id: sanne.user.profile.id } });
    await page.goto('/likes');
    await expect(page).toHaveURL(/\/likes\/received$/);
    const card = page.getByRole('list', { name: 'Ontvangen' }).getByRole('link', { name: /Noor/ });
    await expect(card).toBeVisible();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    await page.screenshot({ path: test.info().outputPath(`likes-received-${width}.png`) });

    // The tabs are links in the page's tab order; Enter follows one.
    const tabs = page.getByRole('navigation', { name: 'Soorten likes' });
    const given = tabs.getByRole('link', { name: 'Gegeven' });
    await given.focus();
    await expect(given).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/likes\/given$/);
    await expect(given).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Je hebt nog niemand geliket.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leden zoeken' }).last()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`likes-${width}.png`), fullPage: true });
  });
}
