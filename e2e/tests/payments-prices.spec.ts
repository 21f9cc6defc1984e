import { expectNoSeriousAxeViolations } from './axe';
import { DESKTOP, PHONE } from './chat-page';
import { expect, test } from './fixtures';
import { openInteractive } from './server-paint';

const EURO = /€\s?(\d+,\d\d)/;

test('/pricing states one price per message, in credits and euros, that is the country’s minimum', async ({
  page,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/pricing');

    // A visitor of liefdevol.nl is priced as the Netherlands.
    const message = page
      .getByRole('table', { name: 'Wat kost wat?' })
      .getByRole('row', { name: /^Een bericht sturen/ })
      .getByRole('cell');
    await expect(message).toHaveText(/^5 credits, vanaf €\s?\d+,\d\d$/);
    const from = EURO.exec((await message.textContent()) ?? '')?.[1];

    // The Dutch price per message is the same figure, not a higher "minimum".
    const dutch = page
      .getByRole('table', { name: 'Prijs per bericht per land' })
      .getByRole('row', { name: /^Nederland/ })
      .getByRole('cell');
    await expect(dutch).toHaveText(new RegExp(`^€\\s?${from}$`));
    await expect(page.getByText(/minimaal|minimale/i)).toHaveCount(0);

    // That figure is what a message costs in the cheapest package; none costs less.
    const packages = page.getByRole('table', { name: 'Pakketten' });
    await expect(packages).toContainText('125 credits');
    const perMessage = await packages
      .locator('tbody tr td:last-child')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    const cents = perMessage.map((text) => Number(EURO.exec(text)?.[1]?.replace(',', '')));
    expect(cents.length).toBeGreaterThan(1);
    expect(Math.min(...cents)).toBe(Number(from?.replace(',', '')));

    await expectNoSeriousAxeViolations(page, `pricing, ${size.width} px`);

    // The FAQ answers "what does a message cost" with the same price (opened once the page
    // is live: a question opened on the server's paint closes again when the shell takes over).
    await openInteractive(page, '/pages/faq');
    const question = page.getByText('Wat zijn credits en wat kost een bericht?');
    await question.click();
    await expect(page.locator('details', { has: question })).toContainText(
      new RegExp(`Een bericht kost 5 credits.*vanaf €\\s?${from},`),
    );
  }
});

test('with a discount, /pricing shows each package’s price per message struck and reduced, within 360 px', async ({
  page,
  member,
}) => {
  void member;
  await page.setViewportSize(PHONE);
  await page.goto('/pricing');
  const packages = page.getByRole('table', { name: 'Pakketten' });
  const cheapest = packages
    .getByRole('row', { name: /^300 credits/ })
    .getByRole('cell')
    .last();
  // A new member's 25% time bonus: the list price per message, struck, and what they pay.
  await expect(cheapest.locator('s')).toHaveText(/^€\s?0,83$/);
  await expect(cheapest).toHaveText(/^€\s?0,83€\s?0,63$/);
  // The stated price stays the list price: the discount is a reduction from it.
  await expect(
    page.getByRole('table', { name: 'Wat kost wat?' }).getByRole('row', { name: /^Een bericht/ }),
  ).toContainText(/vanaf €\s?0,83/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoSeriousAxeViolations(page, 'pricing with a discount, 360 px');
});

const DUTCH_METHODS = [
  'iDEAL',
  'Creditcard',
  'PayPal',
  'Apple Pay',
  'Bankoverschrijving',
  'Automatische incasso',
];

test('the payment methods show their marks, each named once, reachable by keyboard at 360 and 1280 px', async ({
  page,
  member,
}) => {
  void member;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/credits');
    await page
      .getByRole('article', { name: '125 credits' })
      .getByRole('link', { name: 'Kies' })
      .click();
    const list = page.getByRole('list', { name: 'Kies een betaalmethode' });
    await expect(list.getByRole('link')).toHaveCount(DUTCH_METHODS.length);

    for (const name of DUTCH_METHODS) {
      const link = list.getByRole('link', { name, exact: true });
      // The drawn mark is the link's one name; it is shown, not letters.
      const mark = link.getByRole('img', { name, exact: true });
      await expect(mark).toBeVisible();
      const box = await mark.boundingBox();
      expect(box?.width).toBe(48);
      expect(box?.height).toBe(32);
    }
    await expectNoSeriousAxeViolations(page, `payment methods, ${size.width} px`);

    // From the page's heading, Tab reaches every method in order.
    await page.getByRole('heading', { level: 1, name: 'Kies een betaalmethode' }).click();
    const reached: string[] = [];
    for (let i = 0; i < 30 && reached.length < DUTCH_METHODS.length; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const name = await focused.getAttribute('href');
      if (name && /^\/(credits\/\d+\/|directdebit)/.test(name)) {
        reached.push((await focused.getByRole('img').getAttribute('aria-label')) ?? '');
      }
    }
    expect(reached).toEqual(DUTCH_METHODS);
  }

  // Enter on a focused method opens its order form.
  await page.getByRole('link', { name: 'PayPal', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen met PayPal' })).toBeVisible();
});
