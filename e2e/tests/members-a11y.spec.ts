import type { Page } from '@playwright/test';
import { allowForScreens, expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { seededProfileId } from './session';

// Every screen of the members area, as a visitor and as a fresh member, at a phone's and a
// desktop's width: axe finds no serious or critical violation once the screen has drawn.
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Opens a route and waits until its screen has drawn its main heading. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy screens say "loading" meanwhile: axe looks at the screen, not its placeholder.
  await expect(page.getByRole('status').filter({ hasText: /laden/i })).toHaveCount(0);
}

for (const size of WIDTHS) {
  test.describe(`members area at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a visitor meets no serious accessibility violation', async ({ page }) => {
      const profileId = await seededProfileId(page.request);
      const paths = ['/', '/members', `/members/${profileId}`, '/likes', '/swipe-game'];
      allowForScreens(paths.length);
      for (const path of paths) {
        await openScreen(page, path);
        await expectNoSeriousAxeViolations(page, `${path} (visitor, ${size.width} px)`);
      }
    });

    test('a member meets no serious accessibility violation', async ({ page, member }) => {
      expect(member.user.id).toBeTruthy();
      const profileId = await seededProfileId(page.request);
      const paths = [
        '/',
        '/members?gender=female&min_age=25&max_age=45',
        `/members/${profileId}`,
        '/likes/received',
        '/likes/given',
        '/likes/matches',
        `/likes/m/${profileId}`,
        '/match-finder',
        '/swipe-game',
        '/signup-matches',
      ];
      allowForScreens(paths.length);
      for (const path of paths) {
        await openScreen(page, path);
        await expectNoSeriousAxeViolations(page, `${path} (member, ${size.width} px)`);
      }
    });
  });
}
