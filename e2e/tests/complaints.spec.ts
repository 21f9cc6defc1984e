import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { outboxTexts } from './payments-page';
import { openInteractive } from './server-paint';

const REFERENCE = /KL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;
const EXPLANATION =
  'Dit profiel gebruikt foto’s van iemand anders en vraagt in de chat om geld voor een treinkaartje.';

const uniqueEmail = () =>
  `e2e-complaint-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.nl`;

/** The notice's own fields (the profile comes from `?profile=`), filled in with the keyboard. */
async function fillNotice(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Nepprofiel of oplichting' }).check();
  await page.getByLabel('Wat is er aan de hand?').fill(EXPLANATION);
  await page.getByLabel('Je e-mailadres').fill(email);
  const goodFaith = page.getByRole('checkbox', { name: /Ik verklaar te goeder trouw/ });
  await goodFaith.focus();
  await page.keyboard.press('Space');
  await expect(goodFaith).toBeChecked();
}

test('a visitor files a notice, sees its reference, and the confirmation mail carries it', async ({
  page,
}) => {
  const email = uniqueEmail();
  // The server paints the form first; typing waits until the shell has taken over.
  await openInteractive(page, '/complaints?profile=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Iets melden' })).toBeVisible();
  await expect(page.getByLabel('Welk profiel of welke pagina?')).toHaveValue('1');

  await fillNotice(page, email);
  // Enter in a field sends the form, as any form does.
  await page.getByLabel('Je e-mailadres').press('Enter');

  await expect(page.getByRole('heading', { name: 'Je melding is ontvangen' })).toBeFocused();
  const reference = (await page.getByText(REFERENCE).textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByText(`We hebben een bevestiging gestuurd naar ${email}.`)).toBeVisible();

  await expect
    .poll(async () => (await outboxTexts(page.request, email)).join('\n'))
    .toContain(`Je referentienummer is ${reference}.`);
  const [mail] = await outboxTexts(page.request, email);
  expect(mail).toContain('Soort melding: Nepprofiel of oplichting');
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the complaint screens at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('meet no serious accessibility violation, with errors and after sending', async ({
      page,
    }) => {
      await openInteractive(page, '/complaints');
      await expect(page.getByRole('heading', { level: 1, name: 'Iets melden' })).toBeVisible();
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await expect(page.getByText('Kies waar je melding over gaat.')).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Nepprofiel of oplichting' })).toBeFocused();
      await expectNoSeriousAxeViolations(page, `/complaints with errors (${size.width} px)`);

      await page.getByLabel('Welk profiel of welke pagina?').fill('/members/1');
      await fillNotice(page, uniqueEmail());
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await expect(page.getByRole('heading', { name: 'Je melding is ontvangen' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `/complaints sent (${size.width} px)`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
