import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { grantCredits } from './chat-page';
import { NOTIFICATION_SHOWN_MS, inTheBrowser, registrationId } from './push-worker';
import { expect, test, type Member } from './fixtures';

// Web push needs the browser: the headless shell denies notifications (push-worker.ts).
test.use(inTheBrowser);

interface OutboxMail {
  kind: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const outbox = await request.get(`/api/outbox.php?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  return ((await outbox.json()) as { mails: OutboxMail[] }).mails;
}

async function write(request: APIRequestContext, to: Member, body: string) {
  const sent = await request.post('/api/chat.php', {
    data: { profile_id: to.user.profile.id, nonce: crypto.randomUUID(), body },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a member hears of a new message by mail and by push, and unsubscribes in one click', async ({
  page,
  context,
  baseURL,
  member,
  anotherMember,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });

  // The member's browser holds a subscription of the built-in push service, linked to the
  // account as the shell links one (headless Chromium has no push service of its own).
  const subscription = await page.request.post('/api/test-push-service/subscriptions');
  expect(subscription.ok()).toBe(true);
  const { endpoint, keys } = (await subscription.json()) as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  const linked = await page.request.post('/api/user.php?push=1', {
    data: { subscription: { endpoint, keys } },
  });
  expect(linked.ok()).toBe(true);
  const pushesReceived = async () => {
    const id = endpoint.split('/').pop()!;
    const response = await page.request.get(`/api/test-push-service/subscriptions/${id}/messages`);
    const { messages } = (await response.json()) as { messages: { payload: string }[] };
    return messages.map((m) => JSON.parse(m.payload) as Record<string, string>);
  };

  // The member started the conversation; Sara answers: a new message in it.
  const sara = await anotherMember('Sara');
  grantCredits(member, 50);
  grantCredits(sara, 50);
  await write(page.request, sara, 'Hoi Sara, leuk profiel!');
  await write(sara.request, member, 'Dank je! Zin om te kletsen?');

  await expect
    .poll(async () => (await mailsTo(page.request, member.email)).map((m) => m.kind))
    .toContain('new_message');
  const mail = (await mailsTo(page.request, member.email)).find((m) => m.kind === 'new_message')!;
  expect(mail.subject).toContain('Sara');
  expect(mail.text).toMatch(/\/chats\/\d+/);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  await expect.poll(pushesReceived).toEqual([
    expect.objectContaining({
      title: 'Nieuw bericht van Sara',
      check_url: expect.stringMatching(/^\/chats\/\d+$/),
    }),
  ]);

  // The browser shows what the push service delivered.
  await page.goto('/chats');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  const cdp = await context.newCDPSession(page);
  const [push] = await pushesReceived();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId(cdp, origin),
    data: JSON.stringify(push),
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => n.title);
        }),
      { timeout: NOTIFICATION_SHOWN_MS },
    )
    .toEqual(['Nieuw bericht van Sara']);

  // The link at the bottom of the mail: one button, and mails about messages stop.
  const unsubscribeUrl = /(\S*\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text)![1]!;
  // On a phone, as a mail is mostly read.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search);
  await expect(
    page.getByText('Je krijgt dan geen e-mails meer over nieuwe berichten.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'unsubscribe, before (360 px)');
  await page.getByRole('button', { name: 'Uitschrijven' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'nieuwe berichten' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'unsubscribe, done (360 px)');
  const preferences = await page.request.get('/api/notifications.php');
  expect(
    ((await preferences.json()) as { preferences: Record<string, boolean> }).preferences,
  ).toMatchObject({
    new_messages: false,
    new_conversations: true,
  });
});

test('a bounce turns e-mail notifications off, the member is told, and turns them on again', async ({
  page,
  member,
}) => {
  // The mail provider's stand-in: the development mailbox reports this member's mail bounced.
  await page.goto(`/api/outbox.php?to=${encodeURIComponent(member.email)}`);
  await page.getByRole('button', { name: 'Bounce' }).first().click();
  await expect(page).toHaveURL(/\/api\/outbox\.php/);

  const alert = page.getByRole('region', { name: 'E-mailmeldingen staan uit' });
  await expect
    .poll(async () => {
      await page.goto('/members');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return alert.isVisible();
    })
    .toBe(true);
  await alert.getByRole('link', { name: 'Meldingen beheren' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('je mailbox weigerde ze')).toBeVisible();
  await page.getByRole('button', { name: 'E-mailmeldingen weer aanzetten' }).click();
  await expect(page.getByText('E-mailmeldingen staan weer aan.')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('after the unsubscribe link of a mail, the member is told some notifications are off, until dismissed', async ({
  page,
  member,
  anotherMember,
}) => {
  // Noor likes the member: a mail about it, with the unsubscribe link of its category.
  const noor = await anotherMember('Noor');
  const liked = await noor.request.post('/api/like.php', {
    data: { profile_id: member.user.profile.id },
  });
  expect(liked.ok(), await liked.text()).toBe(true);
  const linkOf = (mails: OutboxMail[]) =>
    mails.map((m) => /(\S*\/unsubscribe\?token=[\w.%-]+)/.exec(m.text)?.[1]).find(Boolean);
  await expect.poll(async () => linkOf(await mailsTo(page.request, member.email))).toBeTruthy();
  const link = new URL(linkOf(await mailsTo(page.request, member.email))!);

  const alert = page.getByRole('region', { name: 'E-mailmeldingen staan uit' });
  await page.goto('/members');
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Uitschrijven' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je bent uitgeschreven' }),
  ).toBeVisible();

  // In the same tab, without a reload: the session was read again, the settings hide it.
  await page.getByRole('link', { name: 'Naar je instellingen' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('switch', { name: 'Likes' })).not.toBeChecked();
  await expect(alert).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Leden zoeken' })
    .click();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Meldingen beheren' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await expectNoSeriousAxeViolations(page, 'disabled-notifications alert on /members');

  // The next page view, from the server, on a phone: still told; closed from the keyboard,
  // it stays closed.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(alert).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'disabled-notifications alert on /members (360 px)');
  await alert.getByRole('button', { name: 'Sluiten' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page.getByRole('switch', { name: 'Likes' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
