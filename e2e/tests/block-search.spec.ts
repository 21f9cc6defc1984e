import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptSiteEntry, logIn } from './session';

/** The card of a member in the first page of results, found by the profile it opens. */
const cardOf = (page: Page, profileId: string) =>
  page
    .getByRole('list', { name: 'Zoekresultaten' })
    .locator(`a[href="/members/${encodeURIComponent(profileId)}"]`);

// A blocked member can neither view nor contact the blocker. The search hides a
// block both ways: neither member finds the other any more.
test('a block takes both members out of each other’s search', async ({
  page,
  browser,
  baseURL,
  member,
  anotherMember,
}) => {
  const other = await anotherMember('Ysoldine');
  const context = await browser.newContext({ baseURL, locale: 'nl-NL' });
  try {
    await acceptSiteEntry(context, baseURL!);
    await logIn(context.request, other);
    const otherPage = await context.newPage();

    // Fresh and just active, each finds the other on the first page.
    await page.goto('/members');
    await expect(cardOf(page, other.user.profile.id)).toBeVisible();
    await otherPage.goto('/members');
    await expect(cardOf(otherPage, member.user.profile.id)).toBeVisible();

    const blocked = await other.request.post('/api/block.php', {
      data: { profile_id: member.user.profile.id },
    });
    expect(blocked.ok()).toBe(true);

    for (const [viewer, hidden] of [
      [page, other.user.profile.id],
      [otherPage, member.user.profile.id],
    ] as const) {
      await viewer.reload();
      await expect(
        viewer.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first(),
      ).toBeVisible();
      await expect(cardOf(viewer, hidden)).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
});
