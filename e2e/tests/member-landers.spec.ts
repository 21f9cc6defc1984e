import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { seededProfileId } from './session';

// The member landers (/members/{id}/landing, landing2, landing3) as a visitor meets them from
// a campaign link, at a phone's width and a desktop's: the member, the call to action above
// the fold keeping the traffic source and the member, and no serious axe violation.
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const SOURCE = 'network=e2e&sub1=member-landers';

/** A seeded member a visitor may see, and their name from the lander's API. */
async function someMember(page: Page): Promise<{ id: string; name: string }> {
  const id = await seededProfileId(page.request);
  const lander = await page.request.get(`/api/lander-member.php?id=${id}`);
  expect(lander.ok()).toBe(true);
  const { member } = (await lander.json()) as { member: { id: string; name: string } };
  return member;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of WIDTHS) {
  test.describe(`member landers at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a visitor sees the member, their photo and the call to action above the fold', async ({
      page,
    }) => {
      const { id, name } = await someMember(page);
      const pages = [
        { path: `/members/${id}/landing?${SOURCE}`, heading: `Maak kennis met ${name}` },
        {
          path: `/members/${id}/landing2/chat?${SOURCE}`,
          heading: `Begin een gesprek met ${name}`,
        },
        { path: `/members/${id}/landing3/date?${SOURCE}`, heading: `Zin in een date met ${name}?` },
      ];
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const photo = page.getByRole('img', { name: `Foto van ${name}` }).first();
        await expect(photo).toBeVisible();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        const cta = page.getByRole('link', { name: `Chat gratis met ${name}` }).first();
        await expect(cta).toHaveAttribute('href', `/members/${id}/signup?${SOURCE}`);
        const box = await cta.boundingBox();
        expect(box!.y + box!.height, `CTA above the fold on ${path}`).toBeLessThanOrEqual(
          size.height,
        );
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page, `${path} (${size.width} px)`);
      }

      // The call to action leads to the member's own signup, the traffic source kept.
      await page
        .getByRole('link', { name: `Chat gratis met ${name}` })
        .first()
        .click();
      await expect(page).toHaveURL(`/members/${id}/signup?${SOURCE}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    });

    test('an unknown member shows the unavailable page, still leading on', async ({ page }) => {
      await page.goto(`/members/2147483000/landing3?${SOURCE}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Dit profiel is niet (meer) beschikbaar' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bekijk andere leden' })).toHaveAttribute(
        'href',
        `/members?${SOURCE}`,
      );
      await expect(page.getByRole('region', { name: 'Andere leden' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page, `unavailable member (${size.width} px)`);
    });
  });
}

test('a logged-in member is sent to the real profile instead of a signup', async ({
  page,
  member,
}) => {
  expect(member.user.id).toBeTruthy();
  const { id } = await someMember(page);
  await page.goto(`/members/${id}/landing2/chat`);
  await expect(page).toHaveURL(`/members/${id}`);
  await expect(page.getByRole('link', { name: /Chat gratis met/ })).toHaveCount(0);
});
