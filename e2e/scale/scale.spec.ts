import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chat, send } from '../tests/chat-page';
import { E2E_FIXTURES_DIR } from '../paths.mjs';
import { ADMIN, totp } from '../tests/staff-console';
import { BALANCER_URL, INSTANCES, PORTS, STAFF_BALANCER_URL } from './ports';
import { startInstance, waitForBalancer, waitUntilReady } from './stack';
import {
  logOf,
  mailsTo,
  memberOn,
  pin,
  query,
  servedBy,
  stack,
  type PinnedMember,
} from './scale-kit';

// Two API instances behind HAProxy on one PostgreSQL, one Redis, an S3 and an SMTP stand-in
// (global-setup.ts, docs/decisions/0132-scale-test.md). Each member's browser is pinned to
// an instance by the balancer's sticky cookie; X-Instance says who answered. The last
// journey kills an instance, so it stays last.

test('both instances started at once on an empty database: migrations and the seed ran once', async () => {
  const seeded = INSTANCES.flatMap((id) =>
    logOf(id)
      .filter((line) => line.msg === 'seeded empty database')
      .map(() => id),
  );
  expect(seeded, 'instances that seeded').toHaveLength(1);
  const migrations = await query<{ name: string; times: number }>(
    'select name, count(*)::int as times from kysely_migration group by name',
  );
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.filter((m) => m.times !== 1)).toEqual([]);
  const [sites] = await query<{ n: number }>('select count(*)::int as n from company_info');
  expect(sites!.n).toBe(1);
  // The seed's members and its demo account, once; members made by later journeys come after.
  const [demo] = await query<{ n: number }>(
    "select count(*)::int as n from users where email = 'demo@example.nl'",
  );
  expect(demo!.n).toBe(1);
});

test('member A is served by instance 1 and member B by instance 2; a session is valid on both', async ({
  browser,
}) => {
  const a = await memberOn(browser, 'api1', 'Anna');
  const b = await memberOn(browser, 'api2', 'Bram');
  for (const [member, id] of [
    [a, 'api1'],
    [b, 'api2'],
  ] as const) {
    // The page itself, painted and booted through the balancer by the member's instance.
    const response = await member.page.goto('/members');
    expect(response && servedBy(response)).toBe(id);
    await expect(member.page.getByRole('button', { name: 'Mijn account' })).toBeVisible();
    const user = await member.context.request.get('/api/user.php');
    expect(user.ok()).toBe(true);
    expect(servedBy(user)).toBe(id);
  }

  // A's session, made on api1, works on api2: sessions live in the database, not in a process.
  await pin(a.context, 'api2');
  const elsewhere = await a.context.request.get('/api/user.php');
  expect(elsewhere.ok()).toBe(true);
  expect(servedBy(elsewhere)).toBe('api2');
  expect(((await elsewhere.json()) as { user: { id: string } }).user.id).toBe(a.user.id);
  await a.page.reload();
  await expect(a.page.getByRole('button', { name: 'Mijn account' })).toBeVisible();

  // Ended on api1, it ends on api2 too, within the instances' 2 s session cache (0108).
  await pin(a.context, 'api1');
  const logout = await a.context.request.get('/api/logout.php');
  expect(servedBy(logout)).toBe('api1');
  await pin(a.context, 'api2');
  await expect
    .poll(async () => (await (await a.context.request.get('/api/user.php')).json()).user, {
      timeout: 5_000,
    })
    .toBeNull();
  await Promise.all([a.context.close(), b.context.close()]);
});

test('a message and a typing event cross instances live', async ({ browser }) => {
  const a = await memberOn(browser, 'api1', 'Anna');
  const b = await memberOn(browser, 'api2', 'Bram');

  const { toB, conversation } = await openConversation(a, b, 'Hoi Bram, via api1');

  const asked = conversationReads(b.page);
  const live = b.page.waitForEvent('websocket', (socket) => socket.url().includes('/api/live.php'));
  await b.page.goto(conversation);
  await live;
  const toA = chat(b.page, 'Anna');
  await expect(toA.log.getByText('Hoi Bram, via api1')).toBeVisible();

  // From here on, what reaches B's screen without B asking for the conversation again came
  // live, from api1 through Redis to api2 and B's socket.
  expect(asked.length).toBeGreaterThan(0);
  const readsBefore = asked.length;
  await toB.field.pressSequentially('Ben je er', { delay: 40 });
  await expect(toA.typing).toBeVisible({ timeout: 5_000 });
  await send(toB.field, 'Tweede bericht, live');
  await expect(toA.log.getByText('Tweede bericht, live')).toBeVisible({ timeout: 5_000 });
  await expect(toA.typing).toBeHidden();

  // And back: B types and answers on api2, A sees both live on api1.
  await toA.field.pressSequentially('Ja hoor', { delay: 40 });
  await expect(toB.typing).toBeVisible({ timeout: 5_000 });
  await send(toA.field, 'Ja hoor, via api2');
  await expect(toB.log.getByText('Ja hoor, via api2')).toBeVisible({ timeout: 5_000 });
  expect(asked.slice(readsBefore)).toEqual([]);
  await Promise.all([a.context.close(), b.context.close()]);
});

test('a photo uploaded through one instance is served by the other', async ({ browser }) => {
  const a = await memberOn(browser, 'api1', 'Anna');
  const b = await memberOn(browser, 'api2', 'Bram');
  const upload = await a.context.request.post('/api/photos.php', {
    multipart: { photo: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait() } },
  });
  expect(upload.status()).toBe(201);
  expect(servedBy(upload)).toBe('api1');

  // Its sizes are made by a job, on whichever instance's worker takes it.
  let url: string | null = null;
  await expect
    .poll(
      async () => {
        const list = await a.context.request.get('/api/photos.php');
        const { photos } = (await list.json()) as { photos: { status: string; url: string }[] };
        url = photos[0]?.status === 'active' ? photos[0].url : null;
        return url;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();

  // B's browser, on api2, shows it: api2 reads it from the bucket, not from api1's disk.
  const image = await b.page.goto(new URL(url!, 'http://x').pathname);
  expect(image?.status()).toBe(200);
  expect(servedBy(image!)).toBe('api2');
  expect(image!.headers()['content-type']).toMatch(/^image\//);
  expect((await image!.body()).length).toBeGreaterThan(1000);
  await Promise.all([a.context.close(), b.context.close()]);
});

test('a mail job runs exactly once, though both instances run workers', async ({ browser }) => {
  const a = await memberOn(browser, 'api1', 'Anna');
  const b = await memberOn(browser, 'api2', 'Bram');
  // Their activation mails went out through the sink too.
  for (const member of [a, b]) {
    await expect.poll(() => mailsTo(member.email).length, { timeout: 15_000 }).toBe(1);
  }
  for (const member of [a, b]) {
    const reset = await member.context.request.post('/api/reset-password.php', {
      data: { email: member.email },
    });
    expect(reset.ok()).toBe(true);
  }
  for (const member of [a, b]) {
    await expect.poll(() => mailsTo(member.email).length, { timeout: 15_000 }).toBe(2);
  }
  // Long enough for a second worker's delivery of the same job to have arrived.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const member of [a, b]) {
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
    const rows = await query<{ sent: boolean }>(
      'select sent_at is not null as sent from email_outbox where to_address = $1',
      [member.email],
    );
    expect(rows).toEqual([{ sent: true }, { sent: true }]);
  }
  await Promise.all([a.context.close(), b.context.close()]);
});

test('rate limits are shared: the two instances count one budget', async ({ browser }) => {
  const contexts = await Promise.all(
    INSTANCES.map(() => browser.newContext({ baseURL: BALANCER_URL })),
  );
  await Promise.all(contexts.map((context, i) => pin(context, INSTANCES[i]!)));
  const ask = (i: number) =>
    contexts[i % 2]!.request.post('/api/reset-password.php', {
      data: { email: `nobody-${randomUUID()}@example.nl` },
    });
  const first = await ask(0);
  expect(first.status()).toBe(200);
  const limit = Number(first.headers()['x-ratelimit-limit']);
  const remaining = Number(first.headers()['x-ratelimit-remaining']);
  expect(limit).toBe(30);
  const servedByInstance: Record<string, number> = { [servedBy(first)!]: 1 };
  let accepted = 1;
  for (let i = 1; i <= limit; i++) {
    const response = await ask(i);
    if (response.status() === 429) {
      expect(servedBy(response)).toBe(INSTANCES[i % 2]);
      break;
    }
    expect(response.status()).toBe(200);
    const id = servedBy(response)!;
    servedByInstance[id] = (servedByInstance[id] ?? 0) + 1;
    accepted += 1;
  }
  // One budget: alternate instances, and the limit trips where one instance alone would.
  expect(accepted).toBe(remaining + 1);
  expect(Object.keys(servedByInstance).sort()).toEqual(['api1', 'api2']);
  await Promise.all(contexts.map((context) => context.close()));
});

test('a staff member signs in through one instance and works through the other: the console\u2019s session and origin hold across instances', async ({
  browser,
}) => {
  // Two browsers of the same staff member on the console's origin, pinned one to each instance.
  const [one, two] = await Promise.all(
    INSTANCES.map(async (id) => {
      const context = await browser.newContext({ baseURL: STAFF_BALANCER_URL });
      await context.addCookies([{ name: 'SRV', value: id, url: STAFF_BALANCER_URL }]);
      return context;
    }),
  );
  const headers = { origin: STAFF_BALANCER_URL };
  const password = await one!.request.post('/staff-api/login/password', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers,
  });
  expect([password.status(), servedBy(password)]).toEqual([200, 'api1']);
  const { codeToken } = (await password.json()) as { codeToken: string };
  const signedIn = await one!.request.post('/staff-api/login/code', {
    data: { codeToken, code: totp(ADMIN.secret) },
    headers,
  });
  expect([signedIn.status(), servedBy(signedIn)]).toEqual([200, 'api1']);

  // The session is the database's: the other instance knows it, and takes the console's origin.
  await two!.addCookies(
    (await one!.cookies(STAFF_BALANCER_URL)).filter((cookie) => cookie.name !== 'SRV'),
  );
  const queue = await two!.request.get('/staff-api/queue');
  expect([queue.status(), servedBy(queue)]).toEqual([200, 'api2']);
  const out = await two!.request.post('/staff-api/logout', { headers });
  expect([out.status(), servedBy(out)]).toEqual([204, 'api2']);
  // Signed out on one instance is signed out on both.
  const after = await one!.request.get('/staff-api/me');
  expect([after.status(), servedBy(after)]).toEqual([401, 'api1']);
  await Promise.all([one!.close(), two!.close()]);
});

test('an instance killed mid-conversation loses no acknowledged message, and the live channel reconnects through the balancer', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const a = await memberOn(browser, 'api1', 'Anna');
  const b = await memberOn(browser, 'api2', 'Bram');
  const { toB, conversation } = await openConversation(a, b, 'Begin van het gesprek');
  const conversationId = conversation.split('/').pop()!;

  const sockets: string[] = [];
  b.page.on('websocket', (socket) => {
    if (socket.url().includes('/api/live.php')) sockets.push(socket.url());
  });
  const asked = conversationReads(b.page);
  await b.page.goto(conversation);
  const toA = chat(b.page, 'Anna');
  await expect(toA.log.getByText('Begin van het gesprek')).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);

  // B keeps sending through api2; api2 is killed (no drain, no goodbye) after the fifth.
  const acknowledged: string[] = [];
  const failed: string[] = [];
  const api2 = stack().instances.api2.pid;
  for (let i = 1; i <= 12; i++) {
    const body = `Bericht ${i} van Bram`;
    const sending = b.context.request
      .post('/api/chat.php', {
        data: { profile_id: a.user.profile.id, body, nonce: randomUUID() },
        timeout: 10_000,
      })
      .then(
        (response) =>
          response.status() === 201
            ? acknowledged.push(body)
            : failed.push(
                `${body}: ${response.status()} from ${servedBy(response) ?? 'the balancer'}`,
              ),
        (error: Error) => failed.push(`${body}: ${error.message.split('\n')[0]}`),
      );
    if (i === 5) process.kill(api2, 'SIGKILL');
    await sending;
  }
  // A request caught in the crash may fail (the member's screen would retry it, same nonce);
  // the balancer sends the rest to api1. What failed, and how, is in the message.
  expect(acknowledged.length + failed.length).toBe(12);
  expect(acknowledged.length, `failed: ${failed.join('; ')}`).toBeGreaterThanOrEqual(10);
  test.info().annotations.push({
    type: 'crash',
    description: `${acknowledged.length} acknowledged, ${failed.length} failed in the crash`,
  });
  const alive = () => {
    try {
      process.kill(api2, 0);
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(alive).toBe(false);

  // Every acknowledged message is there, once, as A (on api1) reads the conversation.
  const opened = await a.context.request.get(`/api/chat.php?id=${conversationId}`);
  const { conversation: read } = (await opened.json()) as {
    conversation: { messages: { body: string | null }[] };
  };
  const bodies = read.messages.map((message) => message.body);
  for (const body of acknowledged) expect(bodies.filter((b) => b === body)).toHaveLength(1);

  // B's page lost its socket with api2: it reconnects through the balancer (to api1) and
  // shows every acknowledged message once, whether it came live or by the resync after the
  // reconnect; then A's next message reaches it live.
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
  expect(new URL(sockets[1]!).port).toBe(new URL(BALANCER_URL).port);
  for (const body of acknowledged) {
    await expect(toA.log.getByText(body, { exact: true })).toHaveCount(1);
  }
  await b.page.waitForTimeout(1_000);
  const readsBefore = asked.length;
  await send(toB.field, 'Ben je er nog, Bram?');
  await expect(toA.log.getByText('Ben je er nog, Bram?')).toBeVisible({ timeout: 5_000 });
  expect(asked.slice(readsBefore)).toEqual([]);
  const user = await b.context.request.get('/api/user.php');
  expect(servedBy(user)).toBe('api1');
  await Promise.all([a.context.close(), b.context.close()]);
});

test('the killed instance, started again, rejoins through the balancer without seeding again, and stops cleanly on SIGTERM', async ({
  browser,
}) => {
  const api2 = startInstance('api2', stack().instanceEnv, 'api2-restarted');
  try {
    await waitUntilReady(PORTS.api2, 60_000);
    // The balancer's checks take it back (two in a row). Until then a request pinned to it
    // goes to api1, and the balancer re-pins that browser to api1 (SRV=api1).
    await waitForBalancer(BALANCER_URL, ['api2']);
    const c = await memberOn(browser, 'api1', 'Cas');
    await pin(c.context, 'api2');
    const user = await c.context.request.get('/api/user.php');
    expect(servedBy(user)).toBe('api2');
    expect(user.ok()).toBe(true);
    expect(logOf('api2-restarted').filter((line) => line.msg === 'seeded empty database')).toEqual(
      [],
    );

    // A shutdown, unlike the crash: it drains, closes its sockets and exits 0, and the
    // balancer sends its members to the other instance.
    const exited = new Promise<number | null>((resolve) => api2.child.once('exit', resolve));
    api2.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect
      .poll(async () => servedBy(await c.context.request.get('/api/user.php')), {
        timeout: 10_000,
      })
      .toBe('api1');
    await c.context.close();
  } finally {
    await api2.stop();
  }
});

/** The URLs of the conversation reads (GET /api/chat.php) the page makes from now on. */
function conversationReads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat.php' && request.method() === 'GET') {
      urls.push(request.url());
    }
  });
  return urls;
}

function portrait(): Buffer {
  return fs.readFileSync(path.join(E2E_FIXTURES_DIR, 'portrait.jpg'));
}

/** A opens a chat with B (Bram) from B's profile and sends the first message. */
async function openConversation(a: PinnedMember, b: PinnedMember, first: string) {
  await a.page.goto(`/members/${b.user.profile.id}/chat`);
  const toB = chat(a.page, 'Bram');
  await send(toB.field, first);
  await expect(a.page).toHaveURL(/\/chats\/\d+$/);
  return { toB, conversation: new URL(a.page.url()).pathname };
}
