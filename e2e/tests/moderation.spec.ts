import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { outboxTexts } from './payments-page';
import { acceptSiteEntry } from './session';
import { ADMIN, addStaff, staffPage } from './staff-console';

/** Opens the inbox item about a member, from the inbox, as a moderator does. */
async function openItemAbout(page: Page, name: string, profileId: string) {
  const item = page.getByRole('link', {
    name: new RegExp(`${name} \\(profiel ${profileId}\\) openen`),
  });
  await expect(async () => {
    await page.reload();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

const lastMailTo = async (page: Page, email: string, pattern: RegExp) => {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await outboxTexts(page.request, email)).find((text) => pattern.test(text)) ?? '';
        return found;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return found;
};

test('a member reports a profile, a moderator suspends it, the member appeals from the mail, another moderator reverses it, the reporter is told', async ({
  page,
  browser,
  member,
  anotherMember,
}) => {
  test.slow();
  const kees = await anotherMember('Kees');

  // The reporter, on the member site.
  await page.goto(`/members/${kees.user.profile.id}`);
  await page.getByRole('button', { name: 'Profiel melden' }).click();
  const report = page.getByRole('dialog', { name: 'Kees melden' });
  await report.getByRole('radio', { name: 'Spam of reclame' }).check();
  await report
    .getByRole('textbox', { name: 'Toelichting (niet verplicht)' })
    .fill('Verkoopt volgers');
  await report.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(report.getByRole('status')).toHaveText('Bedankt. Ons team bekijkt je melding.');

  // The admin (a moderator too) suspends him from the console, on its own origin.
  const admin = await staffPage(browser, ADMIN);
  await expectNoSeriousAxeViolations(admin);
  await openItemAbout(admin, 'Kees', kees.user.profile.id);
  const decision = admin.getByRole('complementary', { name: 'Besluit' });
  await decision.getByRole('radio', { name: 'Account schorsen' }).check();
  await decision.getByLabel('Grond').selectOption({ label: 'Spam' });
  await decision.getByLabel('Aantal dagen').fill('7');
  await decision
    .getByLabel('Toelichting voor het lid')
    .fill('Je bood in je profiel volgers te koop aan; dat staan onze voorwaarden niet toe.');
  await expectNoSeriousAxeViolations(admin);
  await decision.getByRole('button', { name: 'Besluit vastleggen' }).click();
  await expect(admin.getByText('Besluit vastgelegd.')).toBeVisible();

  // Suspended: he cannot sign in, and the mail (after the undo moment) has the statement.
  const statementMail = await lastMailTo(page, kees.email, /decisions\?token=/);
  const link = /(\/decisions\?token=[\w.-]+)/.exec(statementMail)![1]!;
  const site = new URL(page.url()).origin;
  // His own browser, one that has passed the site's adult-content warning before.
  const keesContext = await browser.newContext({ baseURL: site, locale: 'nl-NL' });
  await acceptSiteEntry(keesContext, site);
  const keesPage = await keesContext.newPage();
  await keesPage.goto(link);
  const statement = keesPage.getByRole('article', { name: 'Je account is tijdelijk geschorst' });
  await expect(statement).toContainText('Onze voorwaarden: spam');
  await expect(statement).toContainText('volgers te koop');
  await expectNoSeriousAxeViolations(keesPage);
  await statement
    .getByLabel('Waarom ben je het niet eens met dit besluit?')
    .fill('Dat was een grap tussen vrienden, ik verkoop niets.');
  await statement.getByRole('button', { name: 'Bezwaar maken' }).click();
  await expect(statement.getByRole('status')).toContainText('bezwaar gemaakt');

  // The admin made the decision: the appeal goes to Noor.
  const noorAccount = addStaff('Noor', 'moderator');
  const noor = await staffPage(browser, noorAccount);
  await noor.getByRole('button', { name: /^Bezwaar/ }).click();
  await openItemAbout(noor, 'Kees', kees.user.profile.id);
  await expect(
    noor.getByRole('region', { name: 'Het besluit waartegen bezwaar is gemaakt' }),
  ).toContainText('Dat was een grap tussen vrienden');
  const appeal = noor.getByRole('complementary', { name: 'Beslis over het bezwaar' });
  await appeal
    .getByRole('radio', { name: 'Het besluit terugdraaien en herstellen wat het veranderde' })
    .check();
  await appeal
    .getByLabel('Toelichting voor het lid')
    .fill('Het was duidelijk een grap; je account is weer open.');
  await expectNoSeriousAxeViolations(noor);
  await appeal.getByRole('button', { name: 'Beslis over bezwaar' }).click();
  await expect(noor.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // He is back, and told; the reporter was told action was taken, and nothing about him.
  await lastMailTo(page, kees.email, /het besluit teruggedraaid|Het was duidelijk een grap/);
  const login = await keesPage.request.post('/api/user.php', {
    data: { email: kees.email, password: kees.password },
  });
  expect(login.ok()).toBe(true);
  const outcome = await lastMailTo(page, member.email, /maatregelen genomen/);
  expect(outcome).not.toContain('Kees');
  expect(outcome).not.toContain('volgers');
  await Promise.all([admin.context().close(), noor.context().close(), keesContext.close()]);
});
