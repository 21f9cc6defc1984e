import { accessibilityProblems } from './accessibility';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openInteractive } from './server-paint';
import { logIn } from './session';

const WIDTHS = [360, 1280] as const;

for (const width of WIDTHS) {
  test(`a fresh member filters, pages, reloads with the filters kept and opens a profile (${width} px)`, async ({
    page,
    member,
  }) => {
    expect(member.user.profile.id).toBeTruthy();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/members');
    const results = page.getByRole('list', { name: 'Zoekresultaten' });
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);

    // The filters open on demand; a link that carries filters opens them by itself.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('search', { name: 'Zoekfilters' });
    await filters.getByLabel('Geslacht').selectOption({ label: 'Vrouwen' });
    await filters.getByLabel('Leeftijd vanaf').fill('20');
    await filters.getByLabel('Leeftijd tot en met').fill('65');
    const searched = page.waitForResponse((r) => r.url().includes('/api/search.php?'));
    await filters.getByRole('button', { name: 'Zoeken' }).click();
    const answer = await (await searched).json();
    expect(answer.count).toBeGreaterThan(24);
    await expect(page).toHaveURL(/gender=female/);
    const params = () => Object.fromEntries(new URL(page.url()).searchParams);
    expect(params()).toEqual({ gender: 'female', min_age: '20', max_age: '65' });

    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect(page.getByText(/^Pagina 2( van \d+)?$/)).toBeVisible();
    expect(params()).toMatchObject({ gender: 'female', min_age: '20', page: '2' });
    const pageTwo = await results.getByRole('link').allInnerTexts();

    await page.reload();
    await expect(page.getByText(/^Pagina 2( van \d+)?$/)).toBeVisible();
    await expect(filters.getByLabel('Geslacht')).toHaveValue('female');
    await expect(filters.getByLabel('Leeftijd vanaf')).toHaveValue('20');
    await expect(filters.getByLabel('Leeftijd tot en met')).toHaveValue('65');
    expect(await results.getByRole('link').allInnerTexts()).toEqual(pageTwo);
    for (const card of pageTwo) {
      const age = Number(/, (\d+)/.exec(card)?.[1]);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(65);
    }
    expect(await accessibilityProblems(page)).toEqual([]);

    // A country narrows the same search and starts again at page 1.
    await filters.getByLabel('Land').selectOption({ label: 'Nederland' });
    await filters.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/country=NL/);
    expect(params()).toEqual({ gender: 'female', min_age: '20', max_age: '65', country: 'NL' });
    await expect(results.getByRole('link').first()).toContainText(', NL');
    // Every card of the new list (the old one may still be going as the first card changes).
    await expect
      .poll(async () =>
        (await results.getByRole('link').allInnerTexts()).every((card) => /, NL$/.test(card)),
      )
      .toBe(true);

    const first = results.getByRole('link').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`a visitor sees what the site is and a sign-up above the fold (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 640 : 800 });
    // The server paints `/` first; its sign-up works once the shell has taken over.
    await openInteractive(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Liefdevol' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Liefdevol' });
    const signup = hero.getByRole('button', { name: 'Gratis aanmelden' });
    await expect(signup).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('list', { name: 'Zoekresultaten' })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    await signup.click();
    await expect(page.getByRole('dialog', { name: 'Gratis aanmelden' })).toBeVisible();
  });
}

test('a member with a city sees how far each member is, as a band (360 px)', async ({ page }) => {
  // The demo member lives in Utrecht (fresh members have no city yet, so no distances).
  await logIn(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/members');
  const cards = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const texts = await cards.allInnerTexts();
  const band = / · (minder dan 5\skm|±\s\d+\skm|meer dan 100\skm)$/;
  expect(texts.filter((text) => band.test(text)).length).toBeGreaterThan(texts.length / 2);
  for (const text of texts) expect(text).not.toMatch(/\d[.,]\d+\s?km/);
  await expectNoSeriousAxeViolations(page, '/members with distances (360 px)');
});
