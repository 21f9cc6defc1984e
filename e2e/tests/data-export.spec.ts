import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import * as yauzl from 'yauzl';
import { expect, test } from './fixtures';

// "Download my data": a fresh member asks for the export in the settings, gets the mail,
// follows its link and receives a zip whose data.json holds a message sent to them.

/** The text of one entry of a zip file. */
function readEntry(file: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the zip`)));
      zip.readEntry();
    });
  });
}

test('a member downloads their data from the mailed link, with a message they received', async ({
  page,
  member,
  anotherMember,
}) => {
  const { request: friend } = await anotherMember('Noor');
  const sent = await friend.post('/api/chat.php', {
    data: {
      profile_id: member.user.profile.id,
      body: 'Hoi! Zin in een kop koffie?',
      nonce: randomUUID(),
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/notifications');
  const section = page.getByRole('region', { name: 'Mijn gegevens downloaden' });
  await section.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  // Being prepared, then (the settings ask again every few seconds) ready.
  await expect(section.getByRole('status')).toContainText('Je download staat klaar tot', {
    timeout: 20_000,
  });
  await expect(section.getByRole('link', { name: /^Zip downloaden/ })).toBeVisible();

  // The dev mailbox shows the mail; its link downloads the zip for this logged-in member.
  await page.goto(`/api/outbox.php?to=${encodeURIComponent(member.email)}`);
  const mail = page.locator('article').filter({ hasText: 'staan klaar' }).first();
  const link = mail.getByRole('link', { name: /\/api\/data-export\.php\?token=/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();
  const data = JSON.parse(await readEntry(file, 'data.json')) as {
    account: { email: string };
    messages: { body: string; direction: string }[];
  };
  expect(data.account.email).toBe(member.email);
  expect(data.messages).toContainEqual(
    expect.objectContaining({ body: 'Hoi! Zin in een kop koffie?', direction: 'received' }),
  );
  await fs.rm(file, { force: true });
});

test('an expired or unknown link says so and offers a new export', async ({ page, member }) => {
  expect(member.user.id).toBeTruthy();
  await page.goto('/api/data-export.php?token=not-a-real-token');
  await expect(page).toHaveURL(/\/notifications\?export=link_expired#data-export$/);
  const section = page.getByRole('region', { name: 'Mijn gegevens downloaden' });
  await expect(section.getByRole('alert')).toHaveText(
    'Link verlopen of invalide, vraag een nieuwe e-mail aan',
  );
  await expect(section.getByRole('button', { name: 'Mijn gegevens downloaden' })).toBeVisible();
});
