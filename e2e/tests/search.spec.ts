import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const WIDTHS = [360, 1280] as const;

/**
 * The serious rules of axe that these screens could break, checked in the page: controls and
 * links without a name, images without alt, duplicate ids, text below WCAG AA contrast, and
 * content wider than the screen. (axe-core is not among the project's dependencies, and none
 * may be added here; these are its rules `label`, `button-name`, `link-name`, `image-alt`,
 * `select-name`, `duplicate-id-aria` and `color-contrast`.)
 */
async function accessibilityProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0;
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const named = (el: Element) =>
      Boolean(
        el.getAttribute('aria-label')?.trim() ||
        el.getAttribute('aria-labelledby') ||
        el.getAttribute('title')?.trim() ||
        (el as HTMLInputElement).labels?.length ||
        (el.textContent ?? '').trim() ||
        el.querySelector('img[alt]:not([alt=""])'),
      );
    for (const img of document.querySelectorAll('img'))
      if (!img.hasAttribute('alt')) problems.push(`image-alt: ${img.src}`);
    for (const el of document.querySelectorAll('button, a[href], [role="button"]'))
      if (visible(el) && !named(el)) problems.push(`name: ${describe(el)}`);
    for (const el of document.querySelectorAll('input:not([type="hidden"]), select, textarea'))
      if (visible(el) && !named(el)) problems.push(`label: ${describe(el)}`);
    const ids = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, n] of ids) if (n > 1) problems.push(`duplicate-id: ${id}`);

    const rgb = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (el: Element | null): { r: number; g: number; b: number } | null => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = rgb(style.backgroundColor);
        if (color.a > 0.99) return color;
      }
      return { r: 255, g: 255, b: 255 };
    };
    for (const el of document.querySelectorAll('body *')) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
      );
      if (!ownText || !visible(el) || (el as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(el);
      const bg = background(el);
      if (!bg || Number(style.opacity) < 1) continue;
      const fg = luminance(rgb(style.color));
      const back = luminance(bg);
      const ratio = (Math.max(fg, back) + 0.05) / (Math.min(fg, back) + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5))
        problems.push(`color-contrast ${ratio.toFixed(2)}: ${describe(el)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(`wider than the screen: ${document.documentElement.scrollWidth}px`);
    return problems;
  });
}

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
    for (const card of await results.getByRole('link').allInnerTexts())
      expect(card).toMatch(/, NL$/);

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
    await page.goto('/');
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
