import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Layout a browser alone shows: where the footer ends on a short page, and whether texts
// and controls keep clear of each other on a phone.

/** The box of an element's text itself (not its padding), in page coordinates. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });

type Box = { left: number; right: number; top: number; bottom: number };
const apart = (a: Box, b: Box, gap = 0) =>
  a.right + gap <= b.left ||
  b.right + gap <= a.left ||
  a.bottom + gap <= b.top ||
  b.bottom + gap <= a.top;

/** The footer reaches the bottom of the window, and nothing but background lies under it. */
async function expectFooterAtTheBottom(page: Page) {
  const { footerBottom, pageHeight, windowHeight } = await page.evaluate(() => {
    const footer = document.querySelector('footer')!;
    return {
      footerBottom: footer.getBoundingClientRect().bottom + window.scrollY,
      pageHeight: document.documentElement.scrollHeight,
      windowHeight: window.innerHeight,
    };
  });
  expect(footerBottom).toBeGreaterThanOrEqual(windowHeight - 1);
  expect(pageHeight - footerBottom).toBeLessThanOrEqual(1);
}

test('short pages keep the footer at the bottom of a 1280 px window', async ({ page, member }) => {
  expect(member.user.id).toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 1000 });

  await page.goto('/likes');
  await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expectFooterAtTheBottom(page);

  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe-spel' })).toBeVisible();
  await expect(page.getByText('Nog 4 likes vandaag')).toBeVisible();
  await expectFooterAtTheBottom(page);
});

test('at 360 px the activation modal’s close button keeps clear of its heading', async ({
  page,
  deleteAfterTest,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A fresh account, not yet activated, at the last signup step (the page's own cookies).
  const member = {
    email: `activation-${Date.now()}@example.nl`,
    password: 'e2e-modal-wachtwoord-1',
  };
  const signup = await page.request.post('/api/signup.php', {
    data: { ...member, name: 'Modaal', date_of_birth: '1990-02-03' },
  });
  expect(signup.ok()).toBe(true);
  deleteAfterTest(member);
  expect((await page.request.put('/api/signup-step.php', { data: { step: 7 } })).ok()).toBe(true);

  await page.goto('/complete-signup');
  await expect(page.getByText('Stap 7 van 7: E-mail bevestigen')).toBeVisible();
  await page.getByRole('button', { name: 'Klaar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bevestig je e-mailadres' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Sluiten' });
  const closeBox = (await close.boundingBox())!;
  const heading = await textBox(dialog.getByRole('heading', { name: 'Bevestig je e-mailadres' }));
  expect(
    apart(
      {
        left: closeBox.x,
        right: closeBox.x + closeBox.width,
        top: closeBox.y,
        bottom: closeBox.y + closeBox.height,
      },
      heading,
    ),
    `the × at ${JSON.stringify(closeBox)} and the heading's text at ${JSON.stringify(heading)}`,
  ).toBe(true);
  await close.click();
  await expect(dialog).toHaveCount(0);
});

/** Every step name drawn in the signup's progress list keeps clear of its neighbours. */
async function expectStepNamesApart(page: Page, where: string) {
  const list = page.getByRole('list', { name: 'Stappen van je aanmelding' });
  await expect(list).toBeVisible();
  const boxes = await list.locator('li > span:first-child').evaluateAll((names) =>
    names.map((name) => {
      const range = document.createRange();
      range.selectNodeContents(name);
      const { left, right, top, bottom, width } = range.getBoundingClientRect();
      // A name hidden for screen readers only is clipped to nothing.
      const clipped = getComputedStyle(name).position === 'absolute';
      return { text: name.textContent, left, right, top, bottom, drawn: !clipped && width > 1 };
    }),
  );
  const drawn = boxes.filter((box) => box.drawn);
  for (let i = 1; i < drawn.length; i++) {
    const [a, b] = [drawn[i - 1]!, drawn[i]!];
    expect(apart(a, b, 4), `${where}: "${a.text}" and "${b.text}" touch`).toBe(true);
  }
  return drawn.length;
}

test('the signup steps’ names never touch, on a phone or in the narrow cards of a desktop', async ({
  page,
  deleteAfterTest,
}) => {
  for (const width of [360, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/signup');
    await expect(page.getByText('Stap 1 van 7: Account')).toBeVisible();
    await expectStepNamesApart(page, `/signup at ${width} px`);
  }

  const member = { email: `steps-${Date.now()}@example.nl`, password: 'e2e-stappen-wachtwoord-1' };
  const signup = await page.request.post('/api/signup.php', {
    data: { ...member, name: 'Stapper', date_of_birth: '1990-02-03' },
  });
  expect(signup.ok()).toBe(true);
  deleteAfterTest(member);
  expect((await page.request.put('/api/signup-step.php', { data: { step: 6 } })).ok()).toBe(true);
  for (const width of [360, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/complete-signup');
    await expect(page.getByText('Stap 6 van 7: Meldingen')).toBeVisible();
    const drawn = await expectStepNamesApart(page, `/complete-signup at ${width} px`);
    // The wide card of the later steps names every step on a desktop; a phone names the current one above.
    expect(drawn).toBe(width >= 800 ? 7 : 0);
  }
});
